import * as z from 'zod';
import { answerLevelForm } from '../../schemas/answer-level';
import { idParams, noContentResponse } from '../../schemas/common';
import {
  addPhrasesInputSchema,
  addPhrasesResponse,
  createIntentResponse,
  enhanceIntentResponse,
  intentAnalyticsResponse,
  intentInputSchema,
  listIntentsResponse,
  optimizeTrainingResponse,
  syncIntentResponse,
  updateIntentResponse,
} from '../../schemas/intent';
import { syncJobParams, syncJobResponse } from '../../schemas/sync-job';
import { withSchemas } from '../route';
import { intents as routes } from '../routes/intents';

/** intents: each route of routes/intents.ts with its schemas. */
export const intents = withSchemas(routes, {
  listIntents: { query: z.object({ cursor: z.string().max(2000).optional() }), response: listIntentsResponse },
  createIntent: { body: intentInputSchema, response: createIntentResponse },
  getIntentAnalytics: { response: intentAnalyticsResponse },
  syncAllIntents: { response: syncJobResponse },
  getSyncJob: { params: syncJobParams, response: syncJobResponse },
  optimizeTraining: { response: optimizeTrainingResponse },
  getAnswerLevel: { response: answerLevelForm },
  updateAnswerLevel: { body: answerLevelForm, response: answerLevelForm },
  updateIntent: { body: intentInputSchema, params: idParams, response: updateIntentResponse },
  deleteIntent: { params: idParams, response: noContentResponse },
  addPhrases: { body: addPhrasesInputSchema, params: idParams, response: addPhrasesResponse },
  enhanceIntent: { params: idParams, response: enhanceIntentResponse },
  syncIntent: { params: idParams, response: syncIntentResponse },
});
