import { agent } from '@shared/api/routes/agent';
import { conversations } from '@shared/api/routes/conversations';
import type { agentConversationsResponse, conversationMessagesResponse } from '@shared/schemas/conversations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { idempotentCall } from '../../../lib/idempotent-write';
import { mergeMessages } from '../merge-messages';

/** Wire types from the schemas the server parses its answers with (type-only: no zod here). */
export type AgentConversations = z.infer<typeof agentConversationsResponse>;
export type AgentConversation = AgentConversations['conversations'][number];
export type ChatMessages = z.infer<typeof conversationMessagesResponse>;
export type { ChatMessage } from '../merge-messages';

/** Spec part 2 §9: the portal polls conversations every 5 s and messages every 2 s — here only while not live. */
export const CONVERSATIONS_POLL_MS = 5_000;
export const MESSAGES_POLL_MS = 2_000;

export const agentConversationsQuery = queryOptions({
  queryKey: ['agent', 'conversations'],
  queryFn: () => api.call(agent.listAgentConversations),
});
/** `labelId`: only the chats with that label (issue 32; the server filters). */
export function useAgentConversations(live: boolean, labelId = '') {
  return useQuery({
    queryKey: [...agentConversationsQuery.queryKey, labelId],
    queryFn: () => api.call(agent.listAgentConversations, { query: { labelId: labelId || undefined } }),
    refetchInterval: live ? false : CONVERSATIONS_POLL_MS,
  });
}

export const chatMessagesKey = (conversationId: string) => ['agent', 'messages', conversationId] as const;
/**
 * A chat's messages. The first load takes them all; every later fetch (a poll, or the catch-up on a
 * socket open) asks only for what came after the last message shown and merges by id, so nothing
 * shows twice and nothing pushed meanwhile is lost.
 */
export function useChatMessages(conversationId: string | null, live: boolean) {
  const queryClient = useQueryClient();
  const key = chatMessagesKey(conversationId ?? '');
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const shown = queryClient.getQueryData<ChatMessages>(key)?.messages ?? [];
      const last = shown.at(-1)?.id;
      const { messages } = await api.call(agent.listMessages, {
        query: { conversationId: conversationId ?? '', after: last || undefined },
      });
      return { messages: mergeMessages(queryClient.getQueryData<ChatMessages>(key)?.messages ?? [], messages) };
    },
    enabled: Boolean(conversationId),
    refetchInterval: live ? false : MESSAGES_POLL_MS,
  });
}

/**
 * A file's URL signed afresh, for one that expired while the chat was open (components/message-attachment.tsx):
 * the chat's messages read again come back with new URLs.
 */
export async function freshAttachmentUrl(conversationId: string, attachmentId: string) {
  const { messages } = await api.call(agent.listMessages, { query: { conversationId } });
  return messages.find((m) => m.attachment?.id === attachmentId)?.attachment?.url;
}

/** One click on Send is one reply: retried with its Idempotency-Key, never stored twice. */
export function useSendAgentMessage() {
  return useMutation({
    mutationFn: (input: { conversationId: string; content: string }) =>
      idempotentCall(agent.sendMessage, { body: { ...input, senderType: 'human_agent' } }),
  });
}

export function useResolveConversation() {
  return useMutation({
    mutationFn: (conversationId: string) =>
      api.call(conversations.resolveConversation, { params: { id: conversationId } }),
  });
}
