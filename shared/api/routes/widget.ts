import { defineRoutes } from '../route';

/** widget: functions/http/widget/ serves these (functions/routes.ts). */
export const widget = defineRoutes('widget', {
  getWidgetConfig: { method: 'GET', path: '/api/widget/{clientId}/config', auth: 'public' },
  startConversation: { method: 'POST', path: '/api/widget/{clientId}/conversations', auth: 'public' },
  recordLoad: { method: 'POST', path: '/api/widget/{clientId}/loads', auth: 'public' },
  sendMessage: { method: 'POST', path: '/api/widget/messages', auth: 'visitor' },
  listMessages: { method: 'GET', path: '/api/widget/messages', auth: 'visitor' },
  issueLiveTicket: { method: 'POST', path: '/api/widget/live-ticket', auth: 'visitor' },
  escalate: { method: 'POST', path: '/api/widget/escalate', auth: 'visitor' },
  getWidgetSettings: { method: 'GET', path: '/api/widget/config', auth: 'owner' },
  updateWidgetSettings: { method: 'PATCH', path: '/api/widget/config', auth: 'owner' },
  getWidgetStats: { method: 'GET', path: '/api/widget/stats', auth: 'owner' },
});
