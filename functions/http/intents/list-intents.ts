import * as z from 'zod';
import { listIntentsResponse } from '../../../shared/schemas/intent';
import { listIntents } from '../../core/intents/intents';
import { openCursor, sealCursor } from '../../core/paging/cursor';
import { http } from '../../kit/http';

/** GET /api/intents — the tenant's intents, newest change first (cursor paginated). */
export const handler = http(
  { auth: 'trainer', response: listIntentsResponse, query: z.object({ cursor: z.string().max(2000).optional() }) },
  async ({ session, query }) => {
    const page = await listIntents(session.clientId, openCursor('intents', session.clientId, query.cursor));
    return { ...page, nextCursor: sealCursor('intents', session.clientId, page.nextCursor) };
  },
);
