import { enhanceIntentResponse } from '../../../shared/schemas/intent';
import { enhanceIntent } from '../../core/intents/intent-training';
import { http, idParams } from '../../kit/http';

/** POST /api/intents/{id}/enhance — AI paraphrases added to the intent. */
export const handler = http(
  { auth: 'trainer', response: enhanceIntentResponse, params: idParams },
  async ({ session, params }) => enhanceIntent(session.clientId, params.id),
);
