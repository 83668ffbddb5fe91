import { defineRoutes } from '../route';

/** plans: functions/http/plans/ serves these (functions/routes.ts). */
export const plans = defineRoutes('plans', {
  listPlans: { method: 'GET', path: '/api/plans', auth: 'public' },
});
