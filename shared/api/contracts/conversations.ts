import * as z from 'zod';
import * as conversationsSchemas from '../../schemas/conversations';
import { withSchemas } from '../route';
import { conversations as routes } from '../routes/conversations';

/** conversations: each route of routes/conversations.ts with its schemas. */
export const conversations = withSchemas(routes, {
  resolveConversation: {
    params: z.object({ id: z.string().min(1).max(64) }),
    response: conversationsSchemas.resolveConversationResponse,
  },
  listConversations: {
    query: conversationsSchemas.listConversationsQuery,
    response: conversationsSchemas.listConversationsResponse,
  },
  getConversationStats: { response: conversationsSchemas.conversationStatsResponse },
  getConversationMessages: {
    params: z.object({ id: z.string().min(1).max(64) }),
    response: conversationsSchemas.conversationMessagesResponse,
  },
});
