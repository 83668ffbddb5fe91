import { intents } from '@shared/api/contracts/intents';
import { listIntents } from '../../core/intents/intents';
import { openCursor, sealCursor } from '../../core/paging/cursor';
import { http } from '../../kit/http';

/** GET /api/intents — the tenant's intents, newest change first (cursor paginated). */
export const handler = http(intents.listIntents, async ({ session, query }) => {
  const page = await listIntents(session.clientId, openCursor('intents', session.clientId, query.cursor));
  return { ...page, nextCursor: sealCursor('intents', session.clientId, page.nextCursor) };
});
