import { defineRoutes } from '../route';

/** presence: functions/http/presence/ serves these (functions/routes.ts). */
export const presence = defineRoutes('presence', {
  getPresence: { method: 'GET', path: '/api/inbox/presence', auth: 'agent' },
  setPresence: { method: 'PUT', path: '/api/inbox/presence', auth: 'agent' },
});
