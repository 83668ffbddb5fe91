import { admin } from '@shared/api/contracts/admin';
import type { ActivityEntry } from '@shared/schemas/activity';
import { type CsvColumns, csvDownload, toCsv } from '../../base/csv';
import { reply } from '../../base/response';
import { collectActivity } from '../../core/activity/list';
import { http } from '../../kit/http';

/** Rows in one file: the log keeps 90 days; a response must stay well inside Lambda's 6 MB. */
export const ACTIVITY_EXPORT_MAX_ROWS = 5000;

const COLUMNS: CsvColumns<ActivityEntry> = [
  ['Time', (e) => e.at],
  ['Level', (e) => e.level.toUpperCase()],
  ['Category', (e) => e.category],
  ['Event', (e) => e.action],
  ['Message', (e) => e.message],
  ['Actor', (e) => e.actorEmail],
  ['Tenant', (e) => e.clientId],
  ['IP', (e) => e.ip],
  ['Fields', (e) => e.fields.join(' ')],
];

/** GET /api/admin/activity/export.csv?level=&category= — Export Logs: the filtered log as CSV, newest first. */
export const handler = http(admin.exportActivityCsv, async ({ query }) => {
  const { entries, truncated } = await collectActivity(query, ACTIVITY_EXPORT_MAX_ROWS);
  return reply(
    200,
    undefined,
    csvDownload('activity', toCsv(COLUMNS, entries), {
      'x-export-rows': String(entries.length),
      ...(truncated ? { 'x-export-truncated': 'true' } : {}),
    }),
  );
});
