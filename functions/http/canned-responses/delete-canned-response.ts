import { cannedResponses } from '@shared/api/contracts/canned-responses';
import { reply } from '../../base/response';
import { deleteCannedResponse } from '../../core/inbox/canned-responses';
import { http } from '../../kit/http';

/** DELETE /api/inbox/canned-responses/{id} — owners and trainers; its shortcut is free again. */
export const handler = http(cannedResponses.deleteCannedResponse, async ({ session, params }) => {
  await deleteCannedResponse(session.clientId, params.id);
  return reply(204);
});
