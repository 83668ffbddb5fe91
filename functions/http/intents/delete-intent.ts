import { noContentResponse } from '../../../shared/schemas/common';
import { deleteIntent } from '../../core/intents';
import { http, idParams } from '../../kit/http';
import { reply } from '../../kit/response';

/** DELETE /api/intents/{id} */
export const handler = http(
  { auth: 'trainer', response: noContentResponse, params: idParams },
  async ({ session, params }) => {
    await deleteIntent(session.clientId, params.id);
    return reply(204);
  },
);
