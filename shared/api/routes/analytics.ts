import { defineRoutes } from '../route';

/** analytics: functions/http/analytics/ serves these (functions/routes.ts). */
export const analytics = defineRoutes('analytics', {
  getCrmAnalytics: { method: 'GET', path: '/api/crm-analytics', auth: 'agent' },
  getPredictiveAnalytics: { method: 'GET', path: '/api/predictive-analytics', auth: 'agent' },
});
