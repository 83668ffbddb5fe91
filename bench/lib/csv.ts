/**
 * Minimal RFC 4180 CSV parser: quoted fields may contain commas, newlines and doubled
 * quotes (""). Good enough for dataset files; not a streaming parser.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let i = 0;
  // Strip a UTF-8 byte-order mark so the first header name is not "\uFEFFtext".
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  const n = text.length;
  while (i < n) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
      } else {
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"') inQuotes = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else field += ch;
    i++;
  }
  // Last record without a trailing newline.
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export interface LabelledText {
  text: string;
  category: string;
}

/** Parse a CSV with a header containing `text` and `category` columns (any order). */
export function parseLabelledCsv(text: string): LabelledText[] {
  const rows = parseCsv(text);
  if (rows.length === 0) return [];
  const header = rows[0].map((h) => h.trim().toLowerCase());
  const ti = header.indexOf('text');
  const ci = header.indexOf('category');
  if (ti < 0 || ci < 0) throw new Error(`CSV header must contain "text" and "category", got: ${header.join(',')}`);
  const out: LabelledText[] = [];
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r];
    // Skip blank lines (a lone empty field) rather than producing empty examples.
    if (row.length === 1 && row[0] === '') continue;
    out.push({ text: row[ti] ?? '', category: (row[ci] ?? '').trim() });
  }
  return out;
}
