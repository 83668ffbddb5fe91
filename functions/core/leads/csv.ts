import type { LeadRow } from '../../../shared/schemas/leads';

/**
 * The Leads CSV (RFC 4180: comma-separated, CRLF line ends, a field with a comma, quote or line break
 * quoted, quotes doubled). A cell a spreadsheet would run as a formula (starting with = + - @, a tab or
 * a carriage return) gets a leading apostrophe (OWASP's advice), since visitors write these fields.
 */
const COLUMNS: [string, (l: LeadRow) => string | number | null][] = [
  ['Name', (l) => l.name],
  ['Company', (l) => l.company],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Status', (l) => l.status],
  ['Source', (l) => l.source],
  ['Score', (l) => l.score],
  ['Priority', (l) => l.tier],
  ['Intent', (l) => l.aiEnrichment?.intentAnalysis ?? null],
  ['Urgency', (l) => l.aiEnrichment?.urgencyScore ?? null],
  ['Message', (l) => l.message],
  ['Notes', (l) => l.internalNotes],
  ['Created', (l) => l.createdAt],
];

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function leadsCsv(leads: LeadRow[]): string {
  const lines = [
    COLUMNS.map(([h]) => h).join(','),
    ...leads.map((l) => COLUMNS.map(([, get]) => csvCell(get(l))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
