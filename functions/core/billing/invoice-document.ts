import { createHash } from 'node:crypto';
import { INVOICE_STATUS_LABELS } from '@shared/enums';
import { html, raw } from '@shared/html';
import { config } from '../../base/env';

/**
 * The printable invoice (Invoices → Download): one self-contained HTML page the browser prints or saves
 * as PDF. Every value is escaped (the html`` template). GST: Parley states what it knows and no more — the seller's GSTIN when
 * the platform has one configured (SELLER_GSTIN), otherwise "not registered"; the amount is the total the
 * gateway charged, not split into tax lines Parley did not compute.
 */
const STYLE = `body{font:15px/1.5 system-ui,sans-serif;color:#1a202c;max-width:760px;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem;margin:0}table{width:100%;border-collapse:collapse;margin:1.5rem 0}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #cbd5e0}td.n{text-align:right}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:1.5rem}.muted{color:#4a5568}
.test{border:2px solid #b7791f;background:#fefcbf;padding:.75rem;margin:1rem 0;font-weight:600}
@media print{.noprint{display:none}}`;

/** The page's one style block, allowed by its hash (the API's CSP is default-src 'none'). */
export const INVOICE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (iso?: string | null) => (iso ? iso.slice(0, 10) : '—');

export interface InvoiceDocumentInput {
  invoice: {
    id: string;
    created: string;
    amount: number;
    status: string;
    gateway?: string | null;
    planName?: string | null;
    periodStart?: string | null;
    periodEnd?: string | null;
  };
  buyer: { companyName: string; billingEmail: string; phone?: string | null };
}

export const invoiceNumber = (id: string) => id.slice(-8).toUpperCase();

export function invoiceDocument({ invoice, buyer }: InvoiceDocumentInput): string {
  const { SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN } = config('SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_GSTIN');
  const test =
    invoice.gateway === 'test' &&
    html`<p class="test">TEST GATEWAY — no payment was taken. This subscription was activated without a charge while no payment gateway was active.</p>`;
  const number = invoiceNumber(invoice.id);
  const status = INVOICE_STATUS_LABELS[invoice.status as keyof typeof INVOICE_STATUS_LABELS] ?? invoice.status;
  // raw(STYLE): the fixed stylesheet above, which the CSP allows by its hash
  return String(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Invoice #${number}</title><style>${raw(STYLE)}</style></head><body>
<h1>Invoice #${number}</h1><p class="muted">Date ${day(invoice.created)} · Status ${status}</p>${test}
<div class="grid"><section><h2>Seller</h2><p>${SELLER_NAME ?? 'Parley'}<br>${SELLER_ADDRESS ?? 'Address not configured'}<br>GSTIN: ${SELLER_GSTIN ?? 'not registered'}</p></section>
<section><h2>Bill to</h2><p>${buyer.companyName}<br>${buyer.billingEmail}${buyer.phone && html`<br>${buyer.phone}`}<br>GSTIN: not provided</p></section></div>
<table><thead><tr><th>Description</th><th>Period</th><th>Amount</th></tr></thead><tbody>
<tr><td>${invoice.planName ?? 'Subscription'} plan, monthly</td><td>${day(invoice.periodStart)} to ${day(invoice.periodEnd)}</td><td class="n">${rupees(invoice.amount)}</td></tr>
</tbody><tfoot><tr><th colspan="2">Total (INR)</th><td class="n"><strong>${rupees(invoice.amount)}</strong></td></tr></tfoot></table>
<p class="muted">GST: the total is the amount charged; no separate tax lines were computed. Place of supply: India. Invoice id ${invoice.id}${invoice.gateway && html` · via ${invoice.gateway}`}.</p>
</body></html>`);
}
