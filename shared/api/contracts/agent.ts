import {
  agentConversationsResponse,
  agentMessageRequest,
  agentMessageResponse,
  conversationMessagesResponse,
  messagesQuery,
} from '../../schemas/conversations';
import { withSchemas } from '../route';
import { agent as routes } from '../routes/agent';

/** agent: each route of routes/agent.ts with its schemas. */
export const agent = withSchemas(routes, {
  listAgentConversations: { response: agentConversationsResponse },
  listMessages: { query: messagesQuery, response: conversationMessagesResponse },
  sendMessage: { body: agentMessageRequest, response: agentMessageResponse },
});
