import { knowledge } from '@shared/api/contracts/knowledge';
import { reply } from '../../base/response';
import { resyncSource } from '../../core/knowledge/resync';
import { http } from '../../kit/http';

/** POST /api/knowledge/sources/{id}/resync — a new run (only changed pages rewritten, vanished ones removed); 202. */
export const handler = http(knowledge.resyncSource, async ({ session, params }) =>
  reply(202, await resyncSource(session.clientId, params.id)),
);
