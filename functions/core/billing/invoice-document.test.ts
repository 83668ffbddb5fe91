import { createHash } from 'node:crypto';
import { INVOICE_CSP, invoiceDocument } from './invoice-document';

const input = {
  invoice: { id: 'inv_0000abcd1234', created: '2026-01-05T10:00:00Z', amount: 99900, status: 'paid', gateway: 'test' },
  buyer: { companyName: '<script>alert(1)</script>', billingEmail: 'a"b@example.com', phone: null },
};

describe('invoiceDocument', () => {
  it('escapes an interpolated <script> and quotes from the buyer', () => {
    const doc = invoiceDocument(input);
    expect(doc).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(doc).not.toContain('<script>');
    expect(doc).toContain('a&quot;b@example.com');
  });

  it('keeps its fixed markup and stylesheet as they are, so the CSP hash still matches the style', () => {
    const doc = invoiceDocument(input);
    expect(doc).toContain('<p class="test">TEST GATEWAY');
    const style = /<style>([^<]*)<\/style>/.exec(doc)?.[1] ?? '';
    expect(INVOICE_CSP).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });
});
