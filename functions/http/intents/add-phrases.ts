import { addPhrasesInputSchema, addPhrasesResponse } from '../../../shared/schemas/intent';
import { addPhrases } from '../../core/intents/intents';
import { platformEmbedder } from '../../core/platform/ai';
import { http, idParams } from '../../kit/http';

/** POST /api/intents/{id}/phrases — appends training phrases without replacing the rest of the intent. */
export const handler = http(
  { auth: 'trainer', response: addPhrasesResponse, body: addPhrasesInputSchema, params: idParams },
  async ({ session, body, params }) => addPhrases(session.clientId, params.id, body.phrases, await platformEmbedder()),
);
