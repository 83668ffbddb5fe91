import { defineRoutes } from '../route';

/** ccai: functions/http/ccai/ serves these (functions/routes.ts). */
export const ccai = defineRoutes('ccai', {
  getHealth: { method: 'GET', path: '/api/ccai/health', auth: 'trainer' },
  sendTestMessage: { method: 'POST', path: '/api/ccai/test', auth: 'trainer' },
  getTestConversation: { method: 'GET', path: '/api/ccai/conversations/{sessionId}', auth: 'trainer' },
  escalateTest: { method: 'POST', path: '/api/ccai/escalate', auth: 'trainer' },
});
