import { billing } from '@shared/api/contracts/billing';
import { listInvoices } from '../../core/billing/invoices';
import { http } from '../../kit/http';

/** GET /api/billing/invoices?cursor=&limit= — the Invoices tab, newest first. */
export const handler = http(billing.listInvoices, async ({ session, query }) =>
  listInvoices(session.clientId, query.limit, query.cursor),
);
