import { defineRoutes } from '../route';

/** user: functions/http/user/ serves these (functions/routes.ts). */
export const user = defineRoutes('user', {
  getProfile: { method: 'GET', path: '/api/user/profile', auth: 'customer' },
});
