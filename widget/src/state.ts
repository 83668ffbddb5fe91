import type { WidgetConversationState, WidgetMessage } from '@shared/schemas/widget-public';

/** What resumes a visitor's conversation: kept in sessionStorage, so the chat survives reloads and navigation. */
export interface Session {
  token: string;
  conversationId: string;
}

const ACTIVE: WidgetConversationState = { status: 'active', escalated: false };

/**
 * The panel's conversation state, a small store with no DOM and no network: the session, the
 * conversation's status, and which messages are already shown (by id, so a message that arrives both
 * live and by a catch-up poll is shown once). `preview`: the dashboard's preview never resumes one.
 */
export function conversationStore(clientId: string, preview?: boolean) {
  const storeKey = `parley:${clientId}`;
  let session: Session | null = null;
  try {
    if (!preview) session = JSON.parse(sessionStorage.getItem(storeKey) ?? 'null');
  } catch {
    // storage refused (or garbled): a fresh conversation
  }
  const seen = new Set<string>();
  const store = {
    session,
    conversation: ACTIVE,
    /** The id of the last message shown: where a catch-up resumes. */
    lastId: undefined as string | undefined,
    /** A new conversation started: remember it for this tab, and show its messages afresh. */
    begin(next: Session) {
      store.session = next;
      sessionStorage.setItem(storeKey, JSON.stringify(next));
      seen.clear();
    },
    /** The conversation ended: nothing to resume. */
    end() {
      store.session = null;
      sessionStorage.removeItem(storeKey);
    },
    /** The visitor asked for a new conversation: nothing shown, nothing to catch up from. */
    reset() {
      seen.clear();
      store.lastId = undefined;
      store.conversation = ACTIVE;
    },
    /** The messages not shown yet, in order, marked as shown. */
    unseen(messages: WidgetMessage[]): WidgetMessage[] {
      const fresh = messages.filter((m) => !seen.has(m.id) && !!seen.add(m.id));
      if (fresh.length) store.lastId = fresh[fresh.length - 1].id;
      return fresh;
    },
  };
  return store;
}
export type ConversationStore = ReturnType<typeof conversationStore>;
