import { intents } from '../../../shared/api/contracts/intents';
import { platformEmbedder } from '../../ai/embeddings';
import { reply } from '../../base/response';
import { createIntent } from '../../core/intents/intents';
import { http } from '../../kit/http';

/** POST /api/intents */
export const handler = http(intents.createIntent, async ({ session, body }) =>
  reply(201, await createIntent(session.clientId, session.userId, body, await platformEmbedder())),
);
