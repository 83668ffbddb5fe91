import { defineRoutes } from '../route';

/** admin: functions/http/admin/ serves these (functions/routes.ts). */
export const admin = defineRoutes('admin', {
  getAdminStats: { method: 'GET', path: '/api/admin/stats', auth: 'admin' },
  getSystemHealth: { method: 'GET', path: '/api/admin/system', auth: 'admin' },
  listAdminPlans: { method: 'GET', path: '/api/admin/plans', auth: 'admin' },
  createPlan: { method: 'POST', path: '/api/admin/plans', auth: 'admin' },
  updatePlan: { method: 'PUT', path: '/api/admin/plans/{id}', auth: 'admin' },
  deletePlan: { method: 'DELETE', path: '/api/admin/plans/{id}', auth: 'admin' },
  listEnquiries: { method: 'GET', path: '/api/admin/enquiries', auth: 'admin' },
  updateEnquiry: { method: 'PATCH', path: '/api/admin/enquiries/{id}', auth: 'admin' },
  listClients: { method: 'GET', path: '/api/admin/clients', auth: 'admin' },
  setClientStatus: { method: 'PUT', path: '/api/admin/clients/{clientId}/status', auth: 'admin' },
  exportClient: { method: 'GET', path: '/api/admin/clients/{clientId}/export', auth: 'admin' },
  listUsers: { method: 'GET', path: '/api/admin/users', auth: 'admin' },
  getConfig: { method: 'GET', path: '/api/admin/config', auth: 'admin' },
  saveConfig: { method: 'POST', path: '/api/admin/config', auth: 'admin' },
  testConfig: { method: 'POST', path: '/api/admin/config/test/{type}', auth: 'admin' },
  getPaymentGateways: { method: 'GET', path: '/api/admin/payment-gateways', auth: 'admin' },
  savePaymentGateways: { method: 'POST', path: '/api/admin/payment-gateways', auth: 'admin' },
  testPaymentGateway: { method: 'POST', path: '/api/admin/payment-gateways/test/{gateway}', auth: 'admin' },
  listActivity: { method: 'GET', path: '/api/admin/activity', auth: 'admin' },
  exportActivityCsv: { method: 'GET', path: '/api/admin/activity/export.csv', auth: 'admin' },
  getAnalytics: { method: 'GET', path: '/api/admin/analytics', auth: 'admin' },
  exportAnalyticsCsv: { method: 'GET', path: '/api/admin/analytics/export.csv', auth: 'admin' },
  getAiCosts: { method: 'GET', path: '/api/admin/ai-costs', auth: 'admin' },
});
