import { intents } from '@shared/api/contracts/intents';
import { reply } from '../../base/response';
import { deleteIntent } from '../../core/intents/intents';
import { http } from '../../kit/http';

/** DELETE /api/intents/{id} */
export const handler = http(intents.deleteIntent, async ({ session, params }) => {
  await deleteIntent(session.clientId, params.id);
  return reply(204);
});
