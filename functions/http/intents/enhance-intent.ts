import { enhanceIntent } from '../../core/intent-training';
import { http, idParams } from '../../kit/http';

/** POST /api/intents/{id}/enhance — AI paraphrases added to the intent. */
export const handler = http({ auth: 'trainer', params: idParams }, async ({ session, params }) =>
  enhanceIntent(session.clientId, params.id),
);
