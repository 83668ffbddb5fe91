import { labels } from '@shared/api/contracts/labels';
import { reply } from '../../base/response';
import { deleteLabel } from '../../core/inbox/labels';
import { http } from '../../kit/http';

/** DELETE /api/inbox/labels/{id} — owners; conversations may keep the id, every reader ignores it. */
export const handler = http(labels.deleteLabel, async ({ session, params }) => {
  await deleteLabel(session.clientId, params.id);
  return reply(204);
});
