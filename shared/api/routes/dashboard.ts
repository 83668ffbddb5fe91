import { defineRoutes } from '../route';

/** dashboard: functions/http/dashboard/ serves these (functions/routes.ts). */
export const dashboard = defineRoutes('dashboard', {
  getDashboard: { method: 'GET', path: '/api/dashboard', auth: 'customer' },
});
