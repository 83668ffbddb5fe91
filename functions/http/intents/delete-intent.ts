import { noContentResponse } from '../../../shared/schemas/common';
import { reply } from '../../base/response';
import { deleteIntent } from '../../core/intents/intents';
import { http, idParams } from '../../kit/http';

/** DELETE /api/intents/{id} */
export const handler = http(
  { auth: 'trainer', response: noContentResponse, params: idParams },
  async ({ session, params }) => {
    await deleteIntent(session.clientId, params.id);
    return reply(204);
  },
);
