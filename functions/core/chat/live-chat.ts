import type { CONVERSATION_SOURCES } from '@shared/enums';
import type { AgentConversation, ConversationRow } from '@shared/schemas/conversations';
import { DEFAULT_ESCALATION_REASON } from '@shared/schemas/conversations';
import type { ConversationEvent } from '@shared/schemas/realtime';
import type { EntityItem } from 'electrodb';
import { ConflictError, NotFoundError } from '../../base/errors';
import type { Conversation } from '../../db/entities/crm';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import type { Session } from '../identity/session';
import { readTenantAiSettings } from '../intents/ai-settings';
import { recordFirstReply } from '../metrics/chat-metrics';
import { endConversation, storeMessage, storeMessageOnce, toLiveMessage } from './conversations';
import { pendReplyMail } from './offline-handoff';

/**
 * What human agents do (spec part 2 §2.8, §7): see the escalated conversations, read and answer them,
 * resolve them; and what the Conversations monitor lists. Every lookup is keyed by the caller's tenant,
 * so another tenant's id is simply not found (404).
 */
type ConversationPage = {
  data: EntityItem<typeof Conversation>[];
  cursor: string | null;
};
type Publish = (clientId: string, events: readonly ConversationEvent[]) => Promise<void>;

export async function conversationOfTenant(clientId: string, id: string) {
  const { data } = await db.conversation().get({ clientId, id }).go();
  // chat tests (/ccai-test) are a trainer's, not a visitor's: agents never see them
  if (!data || data.isTest) throw new NotFoundError('Conversation');
  return data;
}

/** The tenant's active escalated conversations, the longest waiting first, with each visitor's lead. */
export async function escalatedConversations(clientId: string, labelId?: string): Promise<AgentConversation[]> {
  const { data } = await db
    .conversation()
    .query.byStatus({ clientId, status: 'active' })
    .where(
      ({ isEscalated, isTest, labelIds }, { eq, ne, contains }) =>
        `${eq(isEscalated, true)} AND ${ne(isTest, true)}${labelId ? ` AND ${contains(labelIds, labelId)}` : ''}`,
    )
    .go({ pages: 'all' });
  const leadIds = [...new Set(data.map((c) => c.leadId).filter((id): id is string => Boolean(id)))];
  const leads = leadIds.length
    ? (
        await db
          .lead()
          .get(leadIds.map((id) => ({ clientId, id })))
          .go()
      ).data
    : [];
  const waitingSince = (c: (typeof data)[number]) => c.escalatedAt ?? c.updatedAt ?? c.createdAt;
  return data
    .sort((a, b) => waitingSince(a).localeCompare(waitingSince(b)))
    .map((c) => {
      const lead = leads.find((l) => l.id === c.leadId);
      return {
        id: c.id,
        sessionId: c.sessionId,
        source: c.source,
        status: c.status,
        isEscalated: c.isEscalated,
        escalationReason: c.escalationReason || DEFAULT_ESCALATION_REASON,
        escalatedAt: waitingSince(c),
        lastMessageAt: c.lastMessageAt ?? null,
        language: c.language ?? null,
        labelIds: c.labelIds ?? [],
        lead: lead
          ? {
              name: lead.name,
              email: lead.email ?? null,
              phone: lead.phone ?? null,
              formAnswers: stringsOf(lead.formAnswers),
            }
          : null,
      };
    });
}

const stringsOf = (v: unknown): Record<string, string> =>
  v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

/**
 * `relay` carries the reply to a channel outside Parley (WhatsApp: core/integrations/whatsapp-outbound.ts),
 * injected so functions that never relay do not bundle it.
 */
export type Relay = (
  conversation: { clientId: string; source: string; sessionId: string },
  content: string,
) => Promise<void>;

/**
 * A human agent's reply. Only an active conversation that was handed to a person takes one; the first
 * reply stamps firstResponseAt exactly once (a conditional patch), feeds the first-reply metric and
 * tells the visitor who joined.
 *
 * `messageId` (an idempotency key's resource id, kit/idempotency.ts) stores the reply at most once: a
 * re-run after a failure past the store (the push, the WhatsApp relay) finds it and goes on from there;
 * the steps after the store are conditional or repeatable, and the push and relay are sent again, since
 * either may be what failed (at least once: a first run frozen past its lease and resumed may relay too).
 */
export async function agentReply(
  session: Session,
  conversationId: string,
  content: string,
  publish: Publish,
  relay?: Relay,
  messageId?: string,
) {
  const { clientId } = session;
  const [conversation, ai] = await Promise.all([
    conversationOfTenant(clientId, conversationId),
    readTenantAiSettings(clientId),
  ]);
  if (conversation.status !== 'active')
    throw new ConflictError('This conversation has ended. It can no longer be answered.');
  if (!conversation.isEscalated) {
    throw new ConflictError('This conversation has not been handed to a person; the AI agent is answering it.');
  }
  const reply = {
    senderType: 'human_agent' as const,
    content,
    senderId: session.userId,
    senderName: displayName(session),
  };
  const stored = messageId
    ? (await storeMessageOnce(clientId, conversationId, messageId, reply, ai)).message
    : await storeMessage(clientId, conversationId, reply, ai);
  const message = toLiveMessage(conversationId, stored);
  let first = false;
  if (!conversation.firstResponseAt) {
    try {
      await db
        .conversation()
        .patch({ clientId, id: conversationId })
        .set({ firstResponseAt: stored.timestamp, lastMessageAt: stored.timestamp })
        .where(({ firstResponseAt }, { notExists }) => notExists(firstResponseAt))
        .go();
      first = true;
    } catch (err) {
      if (!isConditionalFailure(err)) throw err; // another agent answered first a moment ago
    }
  }
  const created: ConversationEvent = { type: 'message.created', conversationId, message };
  if (first) {
    const since = Date.parse(conversation.escalatedAt ?? conversation.createdAt);
    await recordFirstReply(clientId, Math.max(0, (Date.parse(stored.timestamp) - since) / 1000));
    await publish(clientId, [{ type: 'agent.joined', conversationId, agentName: session.firstName }, created]);
  } else {
    // the push does not wait for the conversation's lastMessageAt (one round trip less before the visitor
    // sees the reply); the message itself is stored already
    await Promise.all([
      db.conversation().patch({ clientId, id: conversationId }).set({ lastMessageAt: stored.timestamp }).go(),
      publish(clientId, [created]),
    ]);
  }
  if (relay) await relay(conversation, content);
  // the visitor was promised a reply by email (nobody was online at the handoff): mailed unless they are
  // back in the chat when the burst's window ends (core/alerts/sweep.ts)
  if (conversation.offlineHandoff && conversation.replyEmail) await pendReplyMail(clientId, conversationId, stored.id);
  return message;
}

/** How an agent's replies are signed for the other agents: the name as it is when they write. */
const displayName = (s: Pick<Session, 'firstName' | 'lastName' | 'email'>) =>
  `${s.firstName} ${s.lastName}`.trim() || s.email;

/** Resolve (the portal's "unescalate"): ends the conversation once; the widget shows that it ended. */
export async function resolveConversation(clientId: string, conversationId: string, publish: Publish) {
  const conversation = await conversationOfTenant(clientId, conversationId);
  if (conversation.status === 'active' && (await endConversation(conversation, 'resolved'))) {
    await publish(clientId, [{ type: 'conversation.resolved', conversationId }]);
    return { id: conversationId, status: 'resolved' as const };
  }
  // resolved a moment ago (a double click, a colleague) or abandoned: say what it is now
  const now = await conversationOfTenant(clientId, conversationId);
  return { id: conversationId, status: now.status };
}

export interface ConversationFilter {
  status: 'all' | 'active' | 'resolved' | 'abandoned';
  search?: string;
  /** Only conversations with this label (issue 32 item 5). */
  labelId?: string;
  limit: number;
}

/**
 * The monitor's list, newest first, filtered on the server: status by index, the search (a session id
 * fragment or a source) as a filter expression. DynamoDB filters after reading a page, so this reads
 * pages until it has `limit` rows or reaches the end, and hands back where to continue.
 */
export async function listConversations(
  clientId: string,
  filter: ConversationFilter,
  cursor: string | undefined,
): Promise<{ conversations: ConversationRow[]; nextCursor: string | null }> {
  const search = filter.search?.toLowerCase();
  const rows: ConversationRow[] = [];
  let next: string | null | undefined = cursor;
  for (let reads = 0; reads < 10 && rows.length < filter.limit; reads++) {
    const page: ConversationPage = await (filter.status === 'all'
      ? db.conversation().query.byCreated({ clientId })
      : db.conversation().query.byStatus({ clientId, status: filter.status })
    )
      .where(
        ({ isTest, sessionId, source, labelIds }, { ne, contains, eq }) =>
          (search
            ? `${ne(isTest, true)} AND (${contains(sessionId, search)} OR ${eq(source, search as (typeof CONVERSATION_SOURCES)[number])})`
            : ne(isTest, true)) + (filter.labelId ? ` AND ${contains(labelIds, filter.labelId)}` : ''),
      )
      .go({ order: 'desc', limit: filter.limit - rows.length, cursor: next ?? null });
    for (const c of page.data) {
      rows.push({
        id: c.id,
        sessionId: c.sessionId,
        ccaiChatId: c.ccaiChatId ?? null,
        status: c.status,
        source: c.source,
        isEscalated: c.isEscalated,
        escalationReason: c.isEscalated ? c.escalationReason || DEFAULT_ESCALATION_REASON : null,
        language: c.language ?? null,
        labelIds: c.labelIds ?? [],
        createdAt: c.createdAt,
      });
    }
    next = page.cursor;
    if (!next) break;
  }
  return { conversations: rows, nextCursor: next ?? null };
}
