import { defineRoutes } from '../route';

/** v1: functions/http/v1/ serves these (functions/routes.ts). */
export const v1 = defineRoutes('v1', {
  listLeads: { method: 'GET', path: '/api/v1/leads', auth: 'api-key' },
  listConversations: { method: 'GET', path: '/api/v1/conversations', auth: 'api-key' },
});
