import * as z from 'zod';
import * as answerAnalytics from '../../schemas/answer-analytics';
import * as answerLevel from '../../schemas/answer-level';
import * as common from '../../schemas/common';
import * as intent from '../../schemas/intent';
import * as syncJob from '../../schemas/sync-job';
import { withSchemas } from '../route';
import { intents as routes } from '../routes/intents';

/** intents: each route of routes/intents.ts with its schemas. */
export const intents = withSchemas(routes, {
  listIntents: { query: z.object({ cursor: z.string().max(2000).optional() }), response: intent.listIntentsResponse },
  createIntent: { body: intent.intentInputSchema, response: intent.createIntentResponse },
  getIntentAnalytics: { response: intent.intentAnalyticsResponse },
  getAnswerAnalytics: {
    query: answerAnalytics.answerAnalyticsQuery,
    response: answerAnalytics.answerAnalyticsResponse,
  },
  syncAllIntents: { response: syncJob.syncJobResponse },
  getSyncJob: { params: syncJob.syncJobParams, response: syncJob.syncJobResponse },
  optimizeTraining: { response: intent.optimizeTrainingResponse },
  getAnswerLevel: { response: answerLevel.answerLevelForm },
  updateAnswerLevel: { body: answerLevel.answerLevelForm, response: answerLevel.answerLevelForm },
  updateIntent: { body: intent.intentInputSchema, params: common.idParams, response: intent.updateIntentResponse },
  deleteIntent: { params: common.idParams, response: common.noContentResponse },
  addPhrases: { body: intent.addPhrasesInputSchema, params: common.idParams, response: intent.addPhrasesResponse },
  enhanceIntent: { params: common.idParams, response: intent.enhanceIntentResponse },
  syncIntent: { params: common.idParams, response: intent.syncIntentResponse },
});
