import { defineRoutes } from '../route';

/** billing: functions/http/billing/ serves these (functions/routes.ts). */
export const billing = defineRoutes('billing', {
  getSubscription: { method: 'GET', path: '/api/billing/subscription', auth: 'owner' },
  createSubscription: { method: 'POST', path: '/api/billing/create-subscription', auth: 'owner' },
  verifyPayment: { method: 'POST', path: '/api/billing/verify-payment', auth: 'owner' },
  checkoutReturn: { method: 'POST', path: '/api/billing/checkout-return', auth: 'owner' },
  cancelSubscription: { method: 'POST', path: '/api/billing/cancel-subscription', auth: 'owner' },
  reactivateSubscription: { method: 'POST', path: '/api/billing/reactivate-subscription', auth: 'owner' },
  listInvoices: { method: 'GET', path: '/api/billing/invoices', auth: 'owner' },
  downloadInvoice: { method: 'GET', path: '/api/billing/invoices/{id}/download', auth: 'owner' },
  getUsage: { method: 'GET', path: '/api/billing/usage', auth: 'owner' },
});
