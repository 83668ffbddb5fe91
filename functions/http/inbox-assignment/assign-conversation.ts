import { inboxAssignment } from '@shared/api/contracts/inbox-assignment';
import { notifyConversation } from '../../core/chat/realtime';
import { assign } from '../../core/inbox/assignment';
import { http } from '../../kit/http';

/**
 * POST /api/inbox/conversations/{id}/assign — an owner gives the chat to a named agent of the team, or puts
 * it back in Waiting (`agentId: null`); the agents see it live (conversation.assigned).
 */
export const handler = http(inboxAssignment.assignConversation, async ({ session, params, body }) => ({
  conversation: { id: params.id, ...(await assign(session.clientId, params.id, body.agentId, notifyConversation)) },
}));
