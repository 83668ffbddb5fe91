import { v1 } from '../../../shared/api/contracts/v1';
import { publicLeadsQuery } from '../../../shared/schemas/public-api';
import { listLeads } from '../../core/leads/list';
import { openCursor, sealCursor } from '../../core/paging/cursor';
import { http } from '../../kit/http';
import { parseOrThrow } from '../../kit/validate';
import { apiKeyTenant } from './api-key-auth';

/**
 * GET /api/v1/leads — the tenant's leads for its own systems (docs/api.md), `Authorization: Bearer
 * <API key>`. Auth level 'public' (no cookie); the key is checked before the query is even read, so a
 * caller without a valid key learns nothing, not even which parameters exist.
 */
export const handler = http(v1.listLeads, async ({ event }) => {
  const clientId = await apiKeyTenant(event);
  const query = parseOrThrow(publicLeadsQuery, event.queryStringParameters ?? {}, 'query');
  // its own list name: a dashboard cursor is not valid here, nor the other way round
  const list = `v1-leads:${query.status}:${query.search ?? ''}`;
  const page = await listLeads(
    clientId,
    { status: query.status, search: query.search || undefined, limit: query.limit },
    openCursor(list, clientId, query.cursor),
  );
  return { leads: page.leads, nextCursor: sealCursor(list, clientId, page.nextCursor) };
});
