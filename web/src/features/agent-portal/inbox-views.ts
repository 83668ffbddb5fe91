import type { ConversationEvent } from '@shared/schemas/realtime';
import type { AgentConversation, AgentConversations } from './api/agent-desk';

/**
 * The Agent Portal's lists (issue 32): Waiting (handed over, nobody owns it), Mine, All open, from the one
 * list of open handed-over chats; Resolved is its own paged list. Pure, so the page and its tests agree.
 */
export const INBOX_TABS = ['waiting', 'mine', 'open', 'resolved'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];
export const INBOX_TAB_LABELS: Record<InboxTab, string> = {
  waiting: 'Waiting',
  mine: 'Mine',
  open: 'All open',
  resolved: 'Resolved',
};

export function inboxView(list: readonly AgentConversation[], tab: InboxTab, me: string | undefined) {
  if (tab === 'waiting') return list.filter((c) => !c.assigneeId);
  if (tab === 'mine') return list.filter((c) => c.assigneeId != null && c.assigneeId === me);
  return tab === 'open' ? [...list] : [];
}

/** The list with one chat's owner changed (a claim's answer, a `conversation.assigned` event). */
export function withOwner(
  old: AgentConversations | undefined,
  id: string,
  assigneeId: string | null,
  assigneeName: string | null,
): AgentConversations | undefined {
  if (!old) return old;
  return { conversations: old.conversations.map((c) => (c.id === id ? { ...c, assigneeId, assigneeName } : c)) };
}

/**
 * The unread count as the server keeps it, moved by the live messages: a visitor's message adds one, a
 * person's reply clears it (the count is the visitor's messages since a person last replied).
 */
export function withMessage(
  old: AgentConversations | undefined,
  e: Extract<ConversationEvent, { type: 'message.created' }>,
): AgentConversations | undefined {
  if (!old || e.message.isNote) return old;
  const { senderType } = e.message;
  if (senderType === 'ai') return old;
  return {
    conversations: old.conversations.map((c) =>
      c.id === e.conversationId ? { ...c, unread: senderType === 'customer' ? (c.unread ?? 0) + 1 : 0 } : c,
    ),
  };
}
