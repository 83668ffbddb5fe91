import { exportLeadsQuery, leadsCsvResponse } from '../../../shared/schemas/leads';
import { leadsCsv } from '../../core/leads/csv';
import { listLeads } from '../../core/leads/list';
import { http } from '../../kit/http';
import { reply } from '../../kit/response';

/** Rows in one export: a response must stay well inside Lambda's 6 MB; a bigger list says it was cut. */
export const EXPORT_MAX_ROWS = 5000;

/** GET /api/leads/export.csv?status=&search= — the filtered list as CSV (RFC 4180, formulas neutralised). */
export const handler = http(
  { auth: 'owner', query: exportLeadsQuery, response: leadsCsvResponse },
  async ({ session, query }) => {
    const rows = [];
    let cursor: string | undefined;
    do {
      const page = await listLeads(
        session.clientId,
        { status: query.status, search: query.search || undefined, limit: 100 },
        cursor,
      );
      rows.push(...page.leads);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && rows.length < EXPORT_MAX_ROWS);
    const day = new Date().toISOString().slice(0, 10);
    return reply(200, undefined, {
      raw: leadsCsv(rows.slice(0, EXPORT_MAX_ROWS)),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${day}.csv"`,
        'x-export-rows': String(Math.min(rows.length, EXPORT_MAX_ROWS)),
        ...(cursor || rows.length > EXPORT_MAX_ROWS ? { 'x-export-truncated': 'true' } : {}),
      },
    });
  },
);
