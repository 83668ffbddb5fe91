import { widget } from '@shared/api/contracts/widget';
import { activeConversation, messagesAfter, stateOf } from '../../core/chat/conversations';
import { widgetFor } from '../../core/widget/widget-access';
import { http } from '../../kit/http';
import { conversationOf } from './visitor-conversation';

/** GET /api/widget/messages?after={messageId} — polling and reload: the messages after a cursor. */
export const handler = http(widget.listMessages, async ({ query, session, event }) => {
  const conversationId = conversationOf(session);
  await widgetFor(session.clientId, event);
  const conversation = await activeConversation(session.clientId, conversationId);
  return {
    messages: await messagesAfter(session.clientId, conversationId, query.after),
    conversation: stateOf(conversation),
  };
});
