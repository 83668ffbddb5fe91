import { conversations } from '@shared/api/contracts/conversations';
import { resolveConversation } from '../../core/chat/live-chat';
import { notifyConversation } from '../../core/chat/realtime';
import { http } from '../../kit/http';

/** POST /api/conversations/{id}/unescalate — the portal's Resolve: the conversation ends, the widget says so. */
export const handler = http(conversations.resolveConversation, async ({ session, params }) => ({
  conversation: await resolveConversation(session.clientId, params.id, notifyConversation),
}));
