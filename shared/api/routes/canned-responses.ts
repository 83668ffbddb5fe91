import { defineRoutes } from '../route';

/** cannedResponses: functions/http/canned-responses/ serves these (functions/routes.ts). */
export const cannedResponses = defineRoutes('cannedResponses', {
  listCannedResponses: { method: 'GET', path: '/api/inbox/canned-responses', auth: 'customer' },
  createCannedResponse: { method: 'POST', path: '/api/inbox/canned-responses', auth: 'trainer' },
  updateCannedResponse: { method: 'PATCH', path: '/api/inbox/canned-responses/{id}', auth: 'trainer' },
  deleteCannedResponse: { method: 'DELETE', path: '/api/inbox/canned-responses/{id}', auth: 'trainer' },
});
