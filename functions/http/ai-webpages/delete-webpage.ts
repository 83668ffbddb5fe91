import { aiWebpages } from '@shared/api/contracts/ai-webpages';
import { reply } from '../../base/response';
import { deleteAndUnpublish } from '../../core/webpages/manage';
import { http } from '../../kit/http';

/** DELETE /api/ai-webpages/{id} — the page goes offline and its address is free for anyone. */
export const handler = http(aiWebpages.deleteWebpage, async ({ session, params }) => {
  await deleteAndUnpublish(session.clientId, params.id);
  return reply(204);
});
