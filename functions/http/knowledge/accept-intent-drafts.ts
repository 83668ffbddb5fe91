import { knowledge } from '@shared/api/contracts/knowledge';
import { reply } from '../../base/response';
import { createIntents } from '../../core/intents/create-intents';
import { platformEmbedder } from '../../core/platform/ai';
import { http } from '../../kit/http';

/** POST /api/knowledge/intent-drafts/accept — the kept drafts created as intents, all of them or none. */
export const handler = http(knowledge.acceptIntentDrafts, async ({ session, body }) =>
  reply(201, await createIntents(session.clientId, session.userId, body.intents, await platformEmbedder())),
);
