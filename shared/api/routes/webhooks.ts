import { defineRoutes } from '../route';

/** webhooks: functions/http/webhooks/ serves these (functions/routes.ts). */
export const webhooks = defineRoutes('webhooks', {
  razorpay: { method: 'POST', path: '/api/webhooks/razorpay', auth: 'public' },
  stripe: { method: 'POST', path: '/api/webhooks/stripe', auth: 'public' },
  whatsappVerify: { method: 'GET', path: '/api/webhooks/whatsapp/{clientId}', auth: 'public' },
  whatsapp: { method: 'POST', path: '/api/webhooks/whatsapp/{clientId}', auth: 'public' },
});
