import { knowledge } from '@shared/api/contracts/knowledge';
import { reply } from '../../base/response';
import { addText } from '../../core/knowledge/typed';
import { http } from '../../kit/http';

/** POST /api/knowledge/sources/text — typed text, chunked and indexed before the answer. */
export const handler = http(knowledge.addText, async ({ session, body }) =>
  reply(201, await addText(session.clientId, session.userId, body)),
);
