import * as z from 'zod';
import {
  checkoutReturnBody,
  checkoutStartResponse,
  createSubscriptionBody,
  invoiceDocumentResponse,
  invoicesResponse,
  subscriptionResponse,
  usageSchema,
  verifyRazorpayBody,
} from '../../schemas/billing';
import { idParams, pageQueryShape } from '../../schemas/common';
import { withSchemas } from '../route';
import { billing as routes } from '../routes/billing';

/** billing: each route of routes/billing.ts with its schemas. */
export const billing = withSchemas(routes, {
  getSubscription: { response: subscriptionResponse },
  createSubscription: { body: createSubscriptionBody, response: checkoutStartResponse },
  verifyPayment: { body: verifyRazorpayBody, response: subscriptionResponse },
  checkoutReturn: { body: checkoutReturnBody, response: subscriptionResponse },
  cancelSubscription: { response: subscriptionResponse },
  reactivateSubscription: { response: subscriptionResponse },
  listInvoices: { query: z.strictObject(pageQueryShape), response: invoicesResponse },
  downloadInvoice: { params: idParams, response: invoiceDocumentResponse },
  getUsage: { response: usageSchema },
});
