import { intents } from '@shared/api/contracts/intents';
import { updateIntent } from '../../core/intents/intents';
import { platformEmbedder } from '../../core/platform/ai';
import { http } from '../../kit/http';

/** PUT /api/intents/{id} — the whole intent; a foreign or unknown id is a 404. */
export const handler = http(intents.updateIntent, async ({ session, body, params }) =>
  updateIntent(session.clientId, params.id, body, await platformEmbedder()),
);
