import { agent } from '@shared/api/contracts/agent';
import { liveMessagesAfter } from '../../core/chat/conversations';
import { conversationOfTenant } from '../../core/chat/live-chat';
import { http } from '../../kit/http';

/** GET /api/messages?conversationId=&after= — a chat in the portal; `after` catches up after a reconnect. */
export const handler = http(agent.listMessages, async ({ session, query }) => {
  await conversationOfTenant(session.clientId, query.conversationId);
  return { messages: await liveMessagesAfter(session.clientId, query.conversationId, query.after, { notes: true }) };
});
