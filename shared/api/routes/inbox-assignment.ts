import { defineRoutes } from '../route';

/** inboxAssignment: functions/http/inbox-assignment/ serves these (functions/routes.ts). */
export const inboxAssignment = defineRoutes('inboxAssignment', {
  claimConversation: { method: 'POST', path: '/api/inbox/conversations/{id}/claim', auth: 'agent' },
  assignConversation: { method: 'POST', path: '/api/inbox/conversations/{id}/assign', auth: 'owner' },
  listResolvedConversations: { method: 'GET', path: '/api/inbox/resolved-conversations', auth: 'agent' },
  getAssignmentSettings: { method: 'GET', path: '/api/inbox/assignment-settings', auth: 'owner' },
  saveAssignmentSettings: { method: 'PUT', path: '/api/inbox/assignment-settings', auth: 'owner' },
});
