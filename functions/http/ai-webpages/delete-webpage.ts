import { noContentResponse } from '../../../shared/schemas/common';
import { reply } from '../../base/response';
import { deleteAndUnpublish } from '../../core/webpages/manage';
import { http, idParams } from '../../kit/http';

/** DELETE /api/ai-webpages/{id} — the page goes offline and its address is free for anyone. */
export const handler = http(
  { auth: 'owner', params: idParams, response: noContentResponse },
  async ({ session, params }) => {
    await deleteAndUnpublish(session.clientId, params.id);
    return reply(204);
  },
);
