import { defineRoutes } from '../route';

/** businessHours: functions/http/business-hours/ serves these (functions/routes.ts). */
export const businessHours = defineRoutes('businessHours', {
  getBusinessHours: { method: 'GET', path: '/api/inbox/business-hours', auth: 'owner' },
  updateBusinessHours: { method: 'PUT', path: '/api/inbox/business-hours', auth: 'owner' },
});
