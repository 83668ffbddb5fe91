import { knowledge } from '@shared/api/contracts/knowledge';
import { draftIntents } from '../../core/knowledge/intent-drafts';
import { http } from '../../kit/http';

/** POST /api/knowledge/intent-drafts — intents drafted from FAQ pages and Q&A for review; nothing is saved. */
export const handler = http(knowledge.draftIntents, async ({ session, body }) =>
  draftIntents(session.clientId, body.sourceIds),
);
