import { defineRoutes } from '../route';

/** knowledge: functions/http/knowledge/ serves these (functions/routes.ts). */
export const knowledge = defineRoutes('knowledge', {
  listSources: { method: 'GET', path: '/api/knowledge/sources', auth: 'trainer' },
  getSource: { method: 'GET', path: '/api/knowledge/sources/{id}', auth: 'trainer' },
  listPages: { method: 'GET', path: '/api/knowledge/sources/{id}/pages', auth: 'trainer' },
  addWebsite: { method: 'POST', path: '/api/knowledge/sources/website', auth: 'trainer' },
  requestUpload: { method: 'POST', path: '/api/knowledge/sources/file', auth: 'trainer' },
  confirmUpload: { method: 'POST', path: '/api/knowledge/sources/{id}/uploaded', auth: 'trainer' },
  addText: { method: 'POST', path: '/api/knowledge/sources/text', auth: 'trainer' },
  addQa: { method: 'POST', path: '/api/knowledge/sources/qa', auth: 'trainer' },
  resyncSource: { method: 'POST', path: '/api/knowledge/sources/{id}/resync', auth: 'trainer' },
  cancelSource: { method: 'POST', path: '/api/knowledge/sources/{id}/cancel', auth: 'trainer' },
  deleteSource: { method: 'DELETE', path: '/api/knowledge/sources/{id}', auth: 'trainer' },
  // intents drafted from FAQ pages and Q&A (item 4): shared/schemas/knowledge-drafts.ts
  draftIntents: { method: 'POST', path: '/api/knowledge/intent-drafts', auth: 'trainer' },
  acceptIntentDrafts: { method: 'POST', path: '/api/knowledge/intent-drafts/accept', auth: 'trainer' },
});
