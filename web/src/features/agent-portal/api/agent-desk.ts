import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  agentConversationsResponse,
  agentMessageResponse,
  conversationMessagesResponse,
  resolveConversationResponse,
} from '../../../../../shared/schemas/conversations';
import { api } from '../../../lib/api-client';

/** Wire types from the schemas the server parses its answers with (type-only: no zod here). */
export type AgentConversations = z.infer<typeof agentConversationsResponse>;
export type AgentConversation = AgentConversations['conversations'][number];
export type ChatMessages = z.infer<typeof conversationMessagesResponse>;
export type ChatMessage = ChatMessages['messages'][number];

/** Spec part 2 §9: the portal polls conversations every 5 s and messages every 2 s — here only while not live. */
export const CONVERSATIONS_POLL_MS = 5_000;
export const MESSAGES_POLL_MS = 2_000;

export const agentConversationsQuery = queryOptions({
  queryKey: ['agent', 'conversations'],
  queryFn: () => api.get<AgentConversations>('/api/agent/conversations'),
});
export function useAgentConversations(live: boolean) {
  return useQuery({ ...agentConversationsQuery, refetchInterval: live ? false : CONVERSATIONS_POLL_MS });
}

export const chatMessagesKey = (conversationId: string) => ['agent', 'messages', conversationId] as const;
export function useChatMessages(conversationId: string | null, live: boolean) {
  return useQuery({
    queryKey: chatMessagesKey(conversationId ?? ''),
    queryFn: () => api.get<ChatMessages>(`/api/messages?conversationId=${encodeURIComponent(conversationId ?? '')}`),
    enabled: Boolean(conversationId),
    refetchInterval: live ? false : MESSAGES_POLL_MS,
  });
}

export function useSendAgentMessage() {
  return useMutation({
    mutationFn: (input: { conversationId: string; content: string }) =>
      api.post<z.infer<typeof agentMessageResponse>>('/api/messages', { ...input, senderType: 'human_agent' }),
  });
}

export function useResolveConversation() {
  return useMutation({
    mutationFn: (conversationId: string) =>
      api.post<z.infer<typeof resolveConversationResponse>>(
        `/api/conversations/${encodeURIComponent(conversationId)}/unescalate`,
      ),
  });
}
