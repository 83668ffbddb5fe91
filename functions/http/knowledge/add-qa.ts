import { knowledge } from '@shared/api/contracts/knowledge';
import { reply } from '../../base/response';
import { addQa } from '../../core/knowledge/typed';
import { http } from '../../kit/http';

/** POST /api/knowledge/sources/qa — question and answer pairs, one chunk each, indexed before the answer. */
export const handler = http(knowledge.addQa, async ({ session, body }) =>
  reply(201, await addQa(session.clientId, session.userId, body)),
);
