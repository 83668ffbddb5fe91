import { describe, expect, it } from 'vitest';
import { parseCsv, parseLabelledCsv } from '../../../bench/lib/csv';

describe('parseCsv', () => {
  it('handles quoted commas, escaped quotes and CRLF', () => {
    const csv = 'text,category\r\n"Hello, world",greet\r\n"He said ""hi""",quote\r\nplain,x';
    expect(parseCsv(csv)).toEqual([
      ['text', 'category'],
      ['Hello, world', 'greet'],
      ['He said "hi"', 'quote'],
      ['plain', 'x'],
    ]);
  });
  it('keeps newlines inside quoted fields and strips a BOM', () => {
    expect(parseCsv('\uFEFFa,b\n"line1\nline2",2\n')).toEqual([
      ['a', 'b'],
      ['line1\nline2', '2'],
    ]);
  });
  it('maps text/category columns in any order and skips blank lines', () => {
    expect(parseLabelledCsv('category,text\nrefund,"I want, my money"\n\n')).toEqual([
      { text: 'I want, my money', category: 'refund' },
    ]);
  });
});
