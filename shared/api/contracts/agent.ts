import * as conversations from '../../schemas/conversations';
import { withSchemas } from '../route';
import { agent as routes } from '../routes/agent';

/** agent: each route of routes/agent.ts with its schemas. */
export const agent = withSchemas(routes, {
  listAgentConversations: {
    query: conversations.agentConversationsQuery,
    response: conversations.agentConversationsResponse,
  },
  listMessages: { query: conversations.messagesQuery, response: conversations.conversationMessagesResponse },
  sendMessage: { body: conversations.agentMessageRequest, response: conversations.agentMessageResponse },
});
