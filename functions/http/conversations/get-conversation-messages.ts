import { conversations } from '@shared/api/contracts/conversations';
import { liveMessagesAfter } from '../../core/chat/conversations';
import { conversationOfTenant } from '../../core/chat/live-chat';
import { http } from '../../kit/http';

/** GET /api/conversations/{id}/messages — the monitor's detail dialog (sender, time, matched intent). */
export const handler = http(conversations.getConversationMessages, async ({ session, params }) => {
  await conversationOfTenant(session.clientId, params.id);
  return { messages: await liveMessagesAfter(session.clientId, params.id, undefined, { notes: true }) };
});
