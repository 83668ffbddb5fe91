import { knowledge } from '@shared/api/contracts/knowledge';
import { listPages } from '../../core/knowledge/pages';
import { http } from '../../kit/http';

/** GET /api/knowledge/sources/{id}/pages — a source's pages and what became of each (fetched, skipped and why). */
export const handler = http(knowledge.listPages, async ({ session, params, query }) =>
  listPages(session.clientId, params.id, query.cursor),
);
