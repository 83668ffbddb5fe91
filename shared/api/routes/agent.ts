import { defineRoutes } from '../route';

/** agent: functions/http/agent/ serves these (functions/routes.ts). */
export const agent = defineRoutes('agent', {
  listAgentConversations: { method: 'GET', path: '/api/agent/conversations', auth: 'agent' },
  listMessages: { method: 'GET', path: '/api/messages', auth: 'agent' },
  sendMessage: { method: 'POST', path: '/api/messages', auth: 'agent' },
});
