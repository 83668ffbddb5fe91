import { defineRoutes } from '../route';

/** performance: functions/http/performance/ serves these (functions/routes.ts). */
export const performance = defineRoutes('performance', {
  getPerformance: { method: 'GET', path: '/api/inbox/performance', auth: 'agent' },
});
