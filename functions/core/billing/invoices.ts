import type { InvoicesResponse, InvoiceView } from '@shared/schemas/billing';
import { NotFoundError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { openCursor, sealCursor } from '../paging/cursor';

const LIST = 'billing-invoices';

type StoredInvoice = {
  id: string;
  created: string;
  amount: number;
  status: InvoiceView['status'];
  gateway?: InvoiceView['gateway'];
  planName?: string;
  periodStart?: string;
  periodEnd?: string;
};

export const toInvoiceView = (i: StoredInvoice): InvoiceView => ({
  id: i.id,
  created: i.created,
  amount: i.amount,
  currency: 'INR',
  // invoices the test gateway stored as 'paid' before it had a status of its own: nothing was paid
  status: i.gateway === 'test' ? 'test' : i.status,
  gateway: i.gateway ?? null,
  planName: i.planName ?? null,
  periodStart: i.periodStart ?? null,
  periodEnd: i.periodEnd ?? null,
});

/** The Invoices tab: newest first, a page at a time (sealed cursor, core/paging/cursor.ts). */
export async function listInvoices(clientId: string, limit: number, cursor?: string): Promise<InvoicesResponse> {
  const page = await db
    .invoice()
    .query.byCreated({ clientId })
    .go({ order: 'desc', limit, cursor: openCursor(LIST, clientId, cursor) ?? null });
  return { invoices: page.data.map(toInvoiceView), nextCursor: sealCursor(LIST, clientId, page.cursor) };
}

/**
 * One invoice by id. Invoices sort by date, so the id is a filter over the tenant's own partition: a
 * year of monthly invoices is a dozen items, one read.
 */
export async function findInvoice(clientId: string, id: string) {
  const { data } = await db
    .invoice()
    .query.byCreated({ clientId })
    .where((a, { eq }) => eq(a.id, id))
    .go({ pages: 'all' });
  if (!data[0]) throw new NotFoundError('Invoice');
  return data[0];
}
