import { knowledge } from '@shared/api/contracts/knowledge';
import { getStoredSource, toSource } from '../../core/knowledge/sources';
import { http } from '../../kit/http';

/** GET /api/knowledge/sources/{id} — one source of the tenant (the crawl's progress to poll); 404 for any other. */
export const handler = http(knowledge.getSource, async ({ session, params }) =>
  toSource(await getStoredSource(session.clientId, params.id)),
);
