import * as z from 'zod';
import * as billingSchemas from '../../schemas/billing';
import * as common from '../../schemas/common';
import { withSchemas } from '../route';
import { billing as routes } from '../routes/billing';

/** billing: each route of routes/billing.ts with its schemas. */
export const billing = withSchemas(routes, {
  getSubscription: { response: billingSchemas.subscriptionResponse },
  createSubscription: { body: billingSchemas.createSubscriptionBody, response: billingSchemas.checkoutStartResponse },
  verifyPayment: { body: billingSchemas.verifyRazorpayBody, response: billingSchemas.subscriptionResponse },
  checkoutReturn: { body: billingSchemas.checkoutReturnBody, response: billingSchemas.subscriptionResponse },
  cancelSubscription: { response: billingSchemas.subscriptionResponse },
  reactivateSubscription: { response: billingSchemas.subscriptionResponse },
  listInvoices: { query: z.strictObject(common.pageQueryShape), response: billingSchemas.invoicesResponse },
  downloadInvoice: { params: common.idParams, response: billingSchemas.invoiceDocumentResponse },
  getUsage: { response: billingSchemas.usageSchema },
});
