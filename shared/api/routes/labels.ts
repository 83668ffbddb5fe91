import { defineRoutes } from '../route';

/** labels: functions/http/labels/ serves these (functions/routes.ts). */
export const labels = defineRoutes('labels', {
  listLabels: { method: 'GET', path: '/api/inbox/labels', auth: 'customer' },
  createLabel: { method: 'POST', path: '/api/inbox/labels', auth: 'owner' },
  updateLabel: { method: 'PATCH', path: '/api/inbox/labels/{id}', auth: 'owner' },
  deleteLabel: { method: 'DELETE', path: '/api/inbox/labels/{id}', auth: 'owner' },
  setConversationLabels: { method: 'PUT', path: '/api/inbox/conversations/{id}/labels', auth: 'agent' },
  exportConversationsCsv: { method: 'GET', path: '/api/inbox/conversations/export-csv', auth: 'customer' },
});
