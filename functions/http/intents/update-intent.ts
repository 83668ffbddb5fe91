import { intentInputSchema, updateIntentResponse } from '../../../shared/schemas/intent';
import { updateIntent } from '../../core/intents/intents';
import { platformEmbedder } from '../../core/platform/ai';
import { http, idParams } from '../../kit/http';

/** PUT /api/intents/{id} — the whole intent; a foreign or unknown id is a 404. */
export const handler = http(
  { auth: 'trainer', response: updateIntentResponse, body: intentInputSchema, params: idParams },
  async ({ session, body, params }) => updateIntent(session.clientId, params.id, body, await platformEmbedder()),
);
