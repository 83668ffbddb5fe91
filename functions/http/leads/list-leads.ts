import { leads } from '@shared/api/contracts/leads';
import { listLeads } from '../../core/leads/list';
import { openCursor, sealCursor } from '../../core/paging/cursor';
import { http } from '../../kit/http';

/** GET /api/leads — the Leads table: newest first, status filter and search on the server, sealed page cursors. */
export const handler = http(leads.listLeads, async ({ session, query }) => {
  // a cursor belongs to one filter: reusing it under another would skip or repeat rows
  const list = `leads:${query.status}:${query.search ?? ''}`;
  const page = await listLeads(
    session.clientId,
    { status: query.status, search: query.search || undefined, limit: query.limit },
    openCursor(list, session.clientId, query.cursor),
  );
  return { ...page, nextCursor: sealCursor(list, session.clientId, page.nextCursor) };
});
