import { createIntentResponse, intentInputSchema } from '../../../shared/schemas/intent';
import { platformEmbedder } from '../../ai/embeddings';
import { createIntent } from '../../core/intents';
import { http } from '../../kit/http';
import { reply } from '../../kit/response';

/** POST /api/intents */
export const handler = http(
  { auth: 'trainer', response: createIntentResponse, body: intentInputSchema },
  async ({ session, body }) =>
    reply(201, await createIntent(session.clientId, session.userId, body, await platformEmbedder())),
);
