/**
 * CSV as every export writes it (RFC 4180: comma-separated, CRLF line ends, a field with a comma, quote
 * or line break quoted, quotes doubled). A cell a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe (OWASP's advice): visitors, tenants
 * and failed logins write text that ends up in these files.
 */
export type CsvColumns<T> = readonly (readonly [header: string, get: (row: T) => string | number | null])[];

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv<T>(columns: CsvColumns<T>, rows: readonly T[]): string {
  const lines = [
    columns.map(([h]) => csvCell(h)).join(','),
    ...rows.map((r) => columns.map(([, get]) => csvCell(get(r))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The reply options of a CSV download named `<name>-<yyyy-mm-dd>.csv`. */
export function csvDownload(name: string, csv: string, extraHeaders: Record<string, string> = {}) {
  const day = new Date().toISOString().slice(0, 10);
  return {
    raw: csv,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
      ...extraHeaders,
    },
  };
}
