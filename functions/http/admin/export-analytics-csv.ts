import { admin } from '@shared/api/contracts/admin';
import type { AnalyticsBucket } from '@shared/schemas/admin-analytics';
import { type CsvColumns, csvDownload, toCsv } from '../../base/csv';
import { reply } from '../../base/response';
import { analyticsReport } from '../../core/admin/analytics';
import { http } from '../../kit/http';

/** The MRR column in rupees (the API's paise / 100), as a spreadsheet user reads money. */
const COLUMNS: CsvColumns<AnalyticsBucket & { label?: string }> = [
  ['Period start', (b) => b.label ?? b.start],
  ['Period end', (b) => b.end],
  ['Signups', (b) => b.signups],
  ['Conversations', (b) => b.conversations],
  ['Leads', (b) => b.leads],
  ['MRR (INR)', (b) => (b.mrr / 100).toFixed(2)],
];

/**
 * GET /api/admin/analytics/export.csv?period= — Export Report: the Analytics screen's report, one row per
 * day (1y: per week) and a last "Total" row (MRR there is the MRR at the end of the period).
 */
export const handler = http(admin.exportAnalyticsCsv, async ({ query }) => {
  const report = await analyticsReport(query.period);
  const total = { ...report.totals, label: 'Total', start: report.from, end: report.to };
  return reply(200, undefined, csvDownload(`analytics-${report.period}`, toCsv(COLUMNS, [...report.series, total])));
});
