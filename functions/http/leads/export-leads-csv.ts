import { leads } from '@shared/api/contracts/leads';
import { ERROR_CODES } from '@shared/api-error';
import { csvDownload } from '../../base/csv';
import { AppError } from '../../base/errors';
import { reply } from '../../base/response';
import { LEAD_COUNTERS } from '../../core/leads/aggregates';
import { leadsCsv } from '../../core/leads/csv';
import { listLeads, readCounters } from '../../core/leads/list';
import { http } from '../../kit/http';

/** Rows in one export: a response must stay well inside Lambda's 6 MB; a bigger list says it was cut. */
export const EXPORT_MAX_ROWS = 5000;
/** listLeads calls per export (each reads up to 10 pages): well inside the function's 10 s. */
const MAX_LIST_CALLS = 20;

/** GET /api/leads/export.csv?status=&search= — the filtered list as CSV (RFC 4180, formulas neutralised). */
export const handler = http(leads.exportLeadsCsv, async ({ session, query }) => {
  const total = (await readCounters(session.clientId, [LEAD_COUNTERS.total])).get(LEAD_COUNTERS.total) ?? 0;
  if (total <= 0) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'There are no leads to export yet.');
  const rows = [];
  let cursor: string | undefined;
  let calls = 0;
  do {
    const page = await listLeads(
      session.clientId,
      { status: query.status, search: query.search || undefined, limit: 100 },
      cursor,
    );
    rows.push(...page.leads);
    cursor = page.nextCursor ?? undefined;
    calls++;
    // a rare search over a big tenant reads page after page: stop in time and say the file was cut
  } while (cursor && rows.length < EXPORT_MAX_ROWS && calls < MAX_LIST_CALLS);
  return reply(
    200,
    undefined,
    csvDownload('leads', leadsCsv(rows.slice(0, EXPORT_MAX_ROWS)), {
      'x-export-rows': String(Math.min(rows.length, EXPORT_MAX_ROWS)),
      ...(cursor || rows.length > EXPORT_MAX_ROWS ? { 'x-export-truncated': 'true' } : {}),
    }),
  );
});
