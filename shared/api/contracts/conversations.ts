import * as z from 'zod';
import {
  conversationMessagesResponse,
  conversationStatsResponse,
  listConversationsQuery,
  listConversationsResponse,
  resolveConversationResponse,
} from '../../schemas/conversations';
import { withSchemas } from '../route';
import { conversations as routes } from '../routes/conversations';

/** conversations: each route of routes/conversations.ts with its schemas. */
export const conversations = withSchemas(routes, {
  resolveConversation: { params: z.object({ id: z.string().min(1).max(64) }), response: resolveConversationResponse },
  listConversations: { query: listConversationsQuery, response: listConversationsResponse },
  getConversationStats: { response: conversationStatsResponse },
  getConversationMessages: {
    params: z.object({ id: z.string().min(1).max(64) }),
    response: conversationMessagesResponse,
  },
});
