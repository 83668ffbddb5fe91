import { intents } from '@shared/api/contracts/intents';
import { reply } from '../../base/response';
import { createIntent } from '../../core/intents/intents';
import { platformEmbedder } from '../../core/platform/ai';
import { http } from '../../kit/http';

/** POST /api/intents */
export const handler = http(intents.createIntent, async ({ session, body }) =>
  reply(201, await createIntent(session.clientId, session.userId, body, await platformEmbedder())),
);
