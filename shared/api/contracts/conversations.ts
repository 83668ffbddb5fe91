import * as common from '../../schemas/common';
import * as conversationsSchemas from '../../schemas/conversations';
import { withSchemas } from '../route';
import { conversations as routes } from '../routes/conversations';

/** conversations: each route of routes/conversations.ts with its schemas. */
export const conversations = withSchemas(routes, {
  resolveConversation: {
    params: common.idParams,
    response: conversationsSchemas.resolveConversationResponse,
  },
  listConversations: {
    query: conversationsSchemas.listConversationsQuery,
    response: conversationsSchemas.listConversationsResponse,
  },
  getConversationStats: { response: conversationsSchemas.conversationStatsResponse },
  getConversationMessages: {
    params: common.idParams,
    response: conversationsSchemas.conversationMessagesResponse,
  },
});
