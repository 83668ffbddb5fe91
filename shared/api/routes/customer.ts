import { defineRoutes } from '../route';

/** customer: functions/http/customer/ serves these (functions/routes.ts). */
export const customer = defineRoutes('customer', {
  getWhatsappIntegration: { method: 'GET', path: '/api/customer/integrations/whatsapp', auth: 'owner' },
  getAnalyticsIntegration: { method: 'GET', path: '/api/customer/integrations/analytics', auth: 'owner' },
  saveIntegration: { method: 'POST', path: '/api/customer/integrations', auth: 'owner' },
  testIntegration: { method: 'POST', path: '/api/customer/integrations/{id}/test', auth: 'owner' },
});
