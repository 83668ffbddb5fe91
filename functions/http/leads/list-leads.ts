import { leads } from '@shared/api/contracts/leads';
import { listLeads } from '../../core/leads/list';
import { filteredPage } from '../../core/paging/cursor';
import { http } from '../../kit/http';

/** GET /api/leads — the Leads table: newest first, status filter and search on the server, sealed page cursors. */
export const handler = http(leads.listLeads, async ({ session, query }) => {
  return filteredPage('leads', session.clientId, query, listLeads);
});
