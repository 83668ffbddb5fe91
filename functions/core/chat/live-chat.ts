import type { CONVERSATION_SOURCES } from '@shared/enums';
import type { MessageAttachment } from '@shared/schemas/chat-message';
import type { AgentConversation, ConversationRow } from '@shared/schemas/conversations';
import { DEFAULT_ESCALATION_REASON } from '@shared/schemas/conversations';
import type { ConversationEvent } from '@shared/schemas/realtime';
import type { EntityItem } from 'electrodb';
import { ConflictError, NotFoundError } from '../../base/errors';
import type { Conversation } from '../../db/entities/crm';
import { isConditionalFailure } from '../../db/errors';
import { itemRead, itemsTogether } from '../../db/items-together';
import * as db from '../../db/table-entities';
import type { Session } from '../identity/session';
import { asAssignee, claim } from '../inbox/assignment';
import { tenantAiSettings } from '../intents/ai-settings';
import { recordResolution } from '../metrics/agent-metrics';
import { recordFirstReply } from '../metrics/chat-metrics';
import { type StoredAttachment, withAttachmentUrls } from './attachment-urls';
import { endConversation, storeMessage, storeMessageOnce, toLiveMessage } from './conversations';
import { pendReplyMail } from './offline-handoff';
import { audienceBeside, type Publish, type ReadAudience } from './publish';

/**
 * What human agents do (spec part 2 §2.8, §7): see the escalated conversations, read and answer them,
 * resolve them; and what the Conversations monitor lists. Every lookup is keyed by the caller's tenant,
 * so another tenant's id is simply not found (404).
 */
type ConversationPage = {
  data: EntityItem<ReturnType<typeof Conversation>>[];
  cursor: string | null;
};

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
  const rows = await asAgentConversations(clientId, data);
  return rows.sort((a, b) => a.escalatedAt.localeCompare(b.escalatedAt));
}

/** Conversations as the Agent Portal lists them: each with its visitor's lead (one BatchGet), owner and unread count. */
export async function asAgentConversations(
  clientId: string,
  data: EntityItem<ReturnType<typeof Conversation>>[],
): Promise<AgentConversation[]> {
  const leadIds = [...new Set(data.map((c) => c.leadId).filter((id): id is string => Boolean(id)))];
  const leads = leadIds.length
    ? (
        await db
          .lead()
          .get(leadIds.map((id) => ({ clientId, id })))
          .go()
      ).data
    : [];
  return data.map((c) => {
    const lead = leads.find((l) => l.id === c.leadId);
    return {
      id: c.id,
      sessionId: c.sessionId,
      source: c.source,
      status: c.status,
      isEscalated: c.isEscalated,
      escalationReason: c.escalationReason || DEFAULT_ESCALATION_REASON,
      escalatedAt: c.escalatedAt ?? c.updatedAt ?? c.createdAt,
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
      assigneeId: c.assigneeId ?? null,
      assigneeName: c.assigneeName ?? null,
      unread: c.unreadCount ?? 0,
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
  /** A file sent with the reply, its URL signed (WhatsApp fetches it from there). */
  attachment?: MessageAttachment,
) => Promise<void>;

/**
 * What an agent's reply reads, in ONE BatchGetItem (issue 30): the conversation (a chat test or an id of
 * no conversation of this tenant is a 404, as conversationOfTenant says) and the client item's AI Config
 * (its history retention is the reply's TTL). Reads only, so the send route starts it beside the
 * Idempotency-Key's claim (kit/http.ts Prefetch); two promises of the one read.
 */
export function readReply(clientId: string, conversationId: string) {
  const both = itemsTogether([
    itemRead(db.conversation(), db.conversation().get({ clientId, id: conversationId })),
    itemRead(db.client(), db.client().get({ clientId })),
  ]);
  return {
    conversation: both.then(([conversation]) => {
      if (!conversation || conversation.isTest) throw new NotFoundError('Conversation');
      return conversation;
    }),
    ai: both.then(([, client]) => tenantAiSettings(client?.aiSettings)),
  };
}
export type ReplyRead = ReturnType<typeof readReply>;

/**
 * A human agent's reply. Only an active conversation that was handed to a person takes one; the first
 * reply stamps firstResponseAt exactly once (a conditional patch), feeds the first-reply metric and
 * tells the visitor who joined.
 *
 * `messageId` (an idempotency key's resource id, kit/idempotency.ts) stores the reply at most once: a
 * re-run after a failure past the store (the push, the WhatsApp relay) finds it and goes on from there;
 * the steps after the store are conditional or repeatable, and the push and relay are sent again, since
 * either may be what failed (at least once: a first run frozen past its lease and resumed may relay too).
 *
 * `attachment`: a file already checked (core/inbox/attachments.ts) sent with the reply; `content` is then
 * its caption. One send path for text and files, so every rule here holds for both. `read`: readReply's
 * reads when the caller started them already (beside the idempotency claim).
 */
export async function agentReply(
  session: Session,
  conversationId: string,
  content: string,
  publish: Publish,
  relay?: Relay,
  messageId?: string,
  options: {
    takeOver?: boolean;
    attachment?: StoredAttachment;
    read?: ReplyRead;
    /**
     * Reads the conversation's live sockets (realtime-connections.ts conversationAudience), started beside
     * the reply's store and handed to `publish`, so the fan-out needs no Query after it (core/chat/
     * live-fanout.ts); unread (not asked, or failed), the fan-out reads them itself.
     */
    audience?: ReadAudience;
  } = {},
) {
  const { clientId } = session;
  const read = options.read ?? readReply(clientId, conversationId);
  const [conversation, ai] = await Promise.all([read.conversation, read.ai]);
  if (conversation.status !== 'active')
    throw new ConflictError('This conversation has ended. It can no longer be answered.');
  if (!conversation.isEscalated) {
    throw new ConflictError('This conversation has not been handed to a person; the AI agent is answering it.');
  }
  // issue 32: an agent's answer claims a waiting chat (one conditional write: of two agents, one owns it), and
  // a colleague's chat answers 409 CLAIMED_BY_OTHER unless taken over; an owner supervises without claiming
  const owner =
    session.role === 'human_agent' || options.takeOver
      ? await claim(conversation, asAssignee(session), { takeOver: options.takeOver })
      : null;
  const assigned = owner?.events ?? [];
  const reply = {
    senderType: 'human_agent' as const,
    content,
    senderId: session.userId,
    senderName: asAssignee(session).name,
    ...(options.attachment ? { attachment: options.attachment } : {}),
  };
  const audience = audienceBeside(options.audience, clientId, conversationId);
  const stored = messageId
    ? (await storeMessageOnce(clientId, conversationId, messageId, reply, ai)).message
    : await storeMessage(clientId, conversationId, reply, ai);
  const [signed] = await withAttachmentUrls([stored]);
  const message = toLiveMessage(conversationId, signed);
  let first = false;
  if (!conversation.firstResponseAt) {
    try {
      await db
        .conversation()
        .patch({ clientId, id: conversationId })
        .set({ firstResponseAt: stored.timestamp, lastMessageAt: stored.timestamp, unreadCount: 0 })
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
    await recordFirstReply(clientId, Math.max(0, (Date.parse(stored.timestamp) - since) / 1000), session.userId);
    await publish(
      clientId,
      [...assigned, { type: 'agent.joined', conversationId, agentName: asAssignee(session).firstName }, created],
      await audience,
    );
  } else {
    // the push does not wait for the conversation's lastMessageAt (one round trip less before the visitor
    // sees the reply); the message itself is stored already
    await Promise.all([
      db
        .conversation()
        .patch({ clientId, id: conversationId })
        .set({ lastMessageAt: stored.timestamp, unreadCount: 0 })
        .go(),
      audience.then((targets) => publish(clientId, [...assigned, created], targets)),
    ]);
  }
  if (relay) await relay(conversation, content, message.attachment);
  // the visitor was promised a reply by email (nobody was online at the handoff): mailed unless they are
  // back in the chat when the burst's window ends (core/alerts/sweep.ts)
  if (conversation.offlineHandoff && conversation.replyEmail) await pendReplyMail(clientId, conversationId, stored.id);
  return message;
}

/** Resolve (the portal's "unescalate"): ends the conversation once; the widget shows that it ended. */
export async function resolveConversation(clientId: string, conversationId: string, publish: Publish) {
  const conversation = await conversationOfTenant(clientId, conversationId);
  const resolvedAt = new Date().toISOString();
  if (conversation.status === 'active' && (await endConversation(conversation, 'resolved', resolvedAt))) {
    // the agent's handled chats and resolution time (issue 32 item 10): once, as the end was
    await recordResolution(conversation, resolvedAt);
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
        assigneeName: c.assigneeName ?? null,
        rating: c.rating ?? null,
      });
    }
    next = page.cursor;
    if (!next) break;
  }
  return { conversations: rows, nextCursor: next ?? null };
}
