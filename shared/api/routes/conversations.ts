import { defineRoutes } from '../route';

/** conversations: functions/http/conversations/ serves these (functions/routes.ts). */
export const conversations = defineRoutes('conversations', {
  resolveConversation: { method: 'POST', path: '/api/conversations/{id}/unescalate', auth: 'agent' },
  listConversations: { method: 'GET', path: '/api/conversations', auth: 'customer' },
  getConversationStats: { method: 'GET', path: '/api/conversations/stats', auth: 'customer' },
  getConversationMessages: { method: 'GET', path: '/api/conversations/{id}/messages', auth: 'customer' },
});
