import { defineRoutes } from '../route';

/** attachments: functions/http/attachments/ serves these (functions/routes.ts). */
export const attachments = defineRoutes('attachments', {
  requestAgentUpload: { method: 'POST', path: '/api/inbox/attachments/uploads', auth: 'agent' },
  sendAgentAttachment: { method: 'POST', path: '/api/inbox/attachments/send', auth: 'agent' },
  requestVisitorUpload: { method: 'POST', path: '/api/widget/attachments/uploads', auth: 'visitor' },
  sendVisitorAttachment: { method: 'POST', path: '/api/widget/attachments/send', auth: 'visitor' },
});
