import { intents } from '@shared/api/contracts/intents';
import { enhanceIntent } from '../../core/intents/intent-training';
import { http } from '../../kit/http';

/** POST /api/intents/{id}/enhance — AI paraphrases added to the intent. */
export const handler = http(intents.enhanceIntent, async ({ session, params }) =>
  enhanceIntent(session.clientId, params.id),
);
