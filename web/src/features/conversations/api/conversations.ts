import { conversations } from '@shared/api/routes/conversations';
import type {
  CONVERSATION_FILTERS,
  ConversationRow,
  conversationMessagesResponse,
  listConversationsResponse,
} from '@shared/schemas/conversations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/* Wire types come from the schemas the server parses its answers with (shared/schemas/conversations.ts). */
export type { ConversationRow };
export type ConversationsPage = z.infer<typeof listConversationsResponse>;
export type ConversationMessage = z.infer<typeof conversationMessagesResponse>['messages'][number];
export type StatusFilter = (typeof CONVERSATION_FILTERS)[number];

export const PAGE_SIZE = 20;

export interface ConversationListParams {
  status: StatusFilter;
  search: string;
  /** Only conversations with this label ('' for all; issue 32). */
  labelId?: string;
  cursor: string | null;
}

/** The list's query: filter, search and cursor go to the server (it filters and paginates; nothing is done here). */
export function conversationsQuery({ status, search, labelId, cursor }: ConversationListParams) {
  return {
    status: status === 'all' ? undefined : status,
    search: search.trim() || undefined,
    labelId: labelId || undefined,
    cursor: cursor || undefined,
    limit: PAGE_SIZE,
  };
}

export const conversationKeys = {
  list: (params: ConversationListParams) => ['conversations', 'list', params] as const,
  messages: (id: string) => ['conversations', 'messages', id] as const,
};

export const fetchConversationsPage = (params: ConversationListParams) =>
  api.call(conversations.listConversations, { query: conversationsQuery(params) });

export function useConversationsPage(params: ConversationListParams) {
  return useQuery({
    ...queryOptions({ queryKey: conversationKeys.list(params), queryFn: () => fetchConversationsPage(params) }),
    // the table keeps the last page while the next one loads instead of flashing a spinner
    placeholderData: keepPreviousData,
  });
}

export async function fetchConversationMessages(id: string): Promise<ConversationMessage[]> {
  const body = await api.call(conversations.getConversationMessages, { params: { id } });
  return body.messages;
}

export function useConversationMessages(id: string | null) {
  return useQuery({
    queryKey: conversationKeys.messages(id ?? ''),
    queryFn: () => fetchConversationMessages(id ?? ''),
    enabled: id !== null,
  });
}
