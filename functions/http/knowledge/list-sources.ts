import { knowledge } from '@shared/api/contracts/knowledge';
import { listSources } from '../../core/knowledge/sources';
import { http } from '../../kit/http';

/** GET /api/knowledge/sources — the tenant's knowledge sources with their status, progress and last sync. */
export const handler = http(knowledge.listSources, async ({ session }) => ({
  sources: await listSources(session.clientId),
}));
