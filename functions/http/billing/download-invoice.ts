import { billing } from '@shared/api/contracts/billing';
import { reply } from '../../base/response';
import { INVOICE_CSP, invoiceDocument, invoiceNumber } from '../../core/billing/invoice-document';
import { findInvoice } from '../../core/billing/invoices';
import * as db from '../../db/table-entities';
import { http } from '../../kit/http';

/** GET /api/billing/invoices/{id}/download — the printable HTML invoice (print or save as PDF). */
export const handler = http(billing.downloadInvoice, async ({ session, params }) => {
  const { clientId } = session;
  const [invoice, { data: buyer }] = await Promise.all([
    findInvoice(clientId, params.id),
    db
      .client()
      .get({ clientId })
      .go({ attributes: ['companyName', 'billingEmail', 'phone'] }),
  ]);
  return reply(200, undefined, {
    raw: invoiceDocument({ invoice, buyer: buyer ?? { companyName: '', billingEmail: '' } }),
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': INVOICE_CSP,
      'content-disposition': `inline; filename="parley-invoice-${invoiceNumber(invoice.id)}.html"`,
    },
  });
});
