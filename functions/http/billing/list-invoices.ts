import * as z from 'zod';
import { invoicesResponse } from '../../../shared/schemas/billing';
import { pageQueryShape } from '../../../shared/schemas/common';
import { listInvoices } from '../../core/billing/invoices';
import { http } from '../../kit/http';

/** GET /api/billing/invoices?cursor=&limit= — the Invoices tab, newest first. */
export const handler = http(
  { auth: 'owner', query: z.strictObject(pageQueryShape), response: invoicesResponse },
  async ({ session, query }) => listInvoices(session.clientId, query.limit, query.cursor),
);
