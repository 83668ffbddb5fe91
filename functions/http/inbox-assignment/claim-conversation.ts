import { inboxAssignment } from '@shared/api/contracts/inbox-assignment';
import { notifyConversation } from '../../core/chat/realtime';
import { asAssignee, claim, ownedConversation } from '../../core/inbox/assignment';
import { http } from '../../kit/http';

/**
 * POST /api/inbox/conversations/{id}/claim — the portal's Claim (and Take over, `takeOver: true`): the
 * waiting chat becomes the caller's; a colleague's answers 409 CLAIMED_BY_OTHER naming them. The tenant's
 * agents see the new owner live (conversation.assigned).
 */
export const handler = http(inboxAssignment.claimConversation, async ({ session, params, body }) => {
  const conversation = await ownedConversation(session.clientId, params.id);
  const owner = await claim(conversation, asAssignee(session), { takeOver: body.takeOver });
  if (owner.changed) await notifyConversation(session.clientId, owner.events);
  return { conversation: { id: params.id, assigneeId: owner.assigneeId, assigneeName: owner.assigneeName } };
});
