import { knowledge } from '@shared/api/contracts/knowledge';
import { deleteSource } from '../../core/knowledge/remove-source';
import { http } from '../../kit/http';

/** DELETE /api/knowledge/sources/{id} — the source and every chunk of it, gone before the answer. */
export const handler = http(knowledge.deleteSource, async ({ session, params }) => {
  await deleteSource(session.clientId, params.id);
  return { deleted: true as const };
});
