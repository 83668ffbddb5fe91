import { v1 } from '@shared/api/contracts/v1';
import { listLeads } from '../../core/leads/list';
import { filteredPage } from '../../core/paging/cursor';
// the 'api-key' level's verifier (its contract's level): registered on import, bundled only with the read API
import '../../kit/api-key-auth';
import { http } from '../../kit/http';

/**
 * GET /api/v1/leads — the tenant's leads for its own systems (docs/api.md), `Authorization: Bearer
 * <API key>`. The kit's api-key level checks the key before the query is even read, so a caller
 * without a valid key learns nothing, not even which parameters exist.
 */
export const handler = http(v1.listLeads, async ({ session: { clientId }, query }) => {
  // its own list name: a dashboard cursor is not valid here, nor the other way round
  return filteredPage('v1-leads', clientId, query, listLeads);
});
