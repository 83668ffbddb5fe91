import { defineRoutes } from '../route';

/** aiWebpages: functions/http/ai-webpages/ serves these (functions/routes.ts). */
export const aiWebpages = defineRoutes('aiWebpages', {
  listWebpages: { method: 'GET', path: '/api/ai-webpages', auth: 'owner' },
  createWebpage: { method: 'POST', path: '/api/ai-webpages', auth: 'owner' },
  getWebpage: { method: 'GET', path: '/api/ai-webpages/{id}', auth: 'owner' },
  updateWebpage: { method: 'PUT', path: '/api/ai-webpages/{id}', auth: 'owner' },
  deleteWebpage: { method: 'DELETE', path: '/api/ai-webpages/{id}', auth: 'owner' },
  setWebpageStatus: { method: 'PATCH', path: '/api/ai-webpages/{id}/status', auth: 'owner' },
  previewWebpage: { method: 'GET', path: '/api/ai-webpages/{id}/preview', auth: 'owner' },
  writeContent: { method: 'POST', path: '/api/ai-webpages/write-content', auth: 'owner' },
});
