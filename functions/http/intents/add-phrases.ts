import { intents } from '@shared/api/contracts/intents';
import { addPhrases } from '../../core/intents/intents';
import { platformEmbedder } from '../../core/platform/ai';
import { http } from '../../kit/http';

/** POST /api/intents/{id}/phrases — appends training phrases without replacing the rest of the intent. */
export const handler = http(intents.addPhrases, async ({ session, body, params }) =>
  addPhrases(session.clientId, params.id, body.phrases, await platformEmbedder()),
);
