import { webpageReplySchema, webpageStatusSchema } from '../../../shared/schemas/ai-webpages';
import { changeStatus } from '../../core/webpages/manage';
import { toWire } from '../../core/webpages/store';
import { http, idParams } from '../../kit/http';

/** PATCH /api/ai-webpages/{id}/status — published puts the page online; draft and archived take it off. */
export const handler = http(
  { auth: 'owner', params: idParams, body: webpageStatusSchema, response: webpageReplySchema },
  async ({ session, params, body }) => ({
    webpage: toWire(await changeStatus(session.clientId, params.id, body.status)),
  }),
);
