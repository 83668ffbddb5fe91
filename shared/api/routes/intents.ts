import { defineRoutes } from '../route';

/** intents: functions/http/intents/ serves these (functions/routes.ts). */
export const intents = defineRoutes('intents', {
  listIntents: { method: 'GET', path: '/api/intents', auth: 'trainer' },
  createIntent: { method: 'POST', path: '/api/intents', auth: 'trainer' },
  getIntentAnalytics: { method: 'GET', path: '/api/intents/analytics', auth: 'trainer' },
  getAnswerAnalytics: { method: 'GET', path: '/api/intents/answer-analytics', auth: 'trainer' },
  syncAllIntents: { method: 'POST', path: '/api/intents/sync-dialogflow', auth: 'trainer' },
  getSyncJob: { method: 'GET', path: '/api/intents/sync-dialogflow/{jobId}', auth: 'trainer' },
  optimizeTraining: { method: 'POST', path: '/api/intents/optimize-training', auth: 'trainer' },
  getAnswerLevel: { method: 'GET', path: '/api/intents/answer-level', auth: 'trainer' },
  updateAnswerLevel: { method: 'PUT', path: '/api/intents/answer-level', auth: 'trainer' },
  updateIntent: { method: 'PUT', path: '/api/intents/{id}', auth: 'trainer' },
  deleteIntent: { method: 'DELETE', path: '/api/intents/{id}', auth: 'trainer' },
  addPhrases: { method: 'POST', path: '/api/intents/{id}/phrases', auth: 'trainer' },
  enhanceIntent: { method: 'POST', path: '/api/intents/{id}/enhance', auth: 'trainer' },
  syncIntent: { method: 'POST', path: '/api/intents/{id}/sync-dialogflow', auth: 'trainer' },
});
