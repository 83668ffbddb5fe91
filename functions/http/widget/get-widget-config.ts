import * as z from 'zod';
import { widgetConfigResponse } from '../../../shared/schemas/widget-public';
import { widgetFor } from '../../core/widget/widget-access';
import { http } from '../../kit/visitor-http';

export const clientParams = z.object({ clientId: z.string().min(1).max(64) }).strict();

/** GET /api/widget/{clientId}/config — appearance and lead form only; nothing private (issue 9). */
export const handler = http(
  { auth: 'public', params: clientParams, response: widgetConfigResponse },
  async ({ params, event }) => ({ config: (await widgetFor(params.clientId, event)).config }),
);
