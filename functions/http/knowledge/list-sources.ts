import { knowledge } from '@shared/api/contracts/knowledge';
import { listSources, planKnowledgeLimits } from '../../core/knowledge/sources';
import { http } from '../../kit/http';

/**
 * GET /api/knowledge/sources — the tenant's knowledge sources with their status, progress and last sync,
 * and the plan's limits (pages a crawl fetches, the largest file) the screen shows before an upload.
 */
export const handler = http(knowledge.listSources, async ({ session }) => {
  const [sources, limits] = await Promise.all([listSources(session.clientId), planKnowledgeLimits(session.clientId)]);
  return { sources, limits };
});
