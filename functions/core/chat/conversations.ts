import type { LEAD_PURPOSES } from '@shared/enums';
import { checkLeadForm } from '@shared/lead-form-rules';
import type { WidgetMessage } from '@shared/schemas/widget-public';
import { ConflictError, NotFoundError, QuotaExceededError, ValidationError } from '../../base/errors';
import { rootLogger } from '../../base/logger';
import { BUSINESS_METRICS, countEvent } from '../../base/metrics';
import type { RawTransactItem } from '../../db/client';
import { isConditionalFailure } from '../../db/errors';
import type { AnswerInWrite } from '../../db/idempotency-keys';
import { newId, newTimeOrderedId, timeOfId } from '../../db/ids';
import * as db from '../../db/table-entities';
import { planEnded, usagePeriod } from '../billing/usage-period';
import { releaseEnded } from '../inbox/agent-load';
import { messageExpiry, type TenantAiSettings, tenantAiSettings } from '../intents/ai-settings';
import type { CounterDelta } from '../leads/aggregates';
import { queueEnrichment } from '../leads/queue-enrichment';
import { createLeadItem } from '../leads/store';
import type { ItemBudget } from '../limits/rate-limit';
import { ALL_TIME, recordEnded, START_COUNTERS } from '../metrics/chat-metrics';
import { addCounters, type CounterName } from '../metrics/counters';
import { monthPeriod } from '../metrics/periods';
import { countGrowth } from '../metrics/platform-metrics';
import { tenantWidget, WIDGET_TENANT_ATTRIBUTES } from '../widget/widget-settings';
import { type StoredMessage, stateOf, toWireMessage } from './messages';

// reading messages lives in messages.ts (the lead transcript needs it without the rest of this module)
export { liveMessagesAfter, messagesAfter, toLiveMessage, toWireMessage } from './messages';
export { stateOf };

/** Idle conversations end (spec: abandoned) when next touched or by the sweep. */
export const ABANDON_AFTER_MS = 30 * 60_000;
export const QUOTA_MESSAGE = 'Chat is unavailable right now. Please try again later.';

const PURPOSES: Record<string, (typeof LEAD_PURPOSES)[number]> = {
  'General Inquiry': 'general',
  'Sales & Pricing': 'sales',
  'Technical Support': 'support',
  'Product Information': 'enquiry',
};

export interface StartConversationInput {
  clientId: string;
  fields: Record<string, string>;
  source: 'widget' | 'ccai' | 'whatsapp' | 'api';
  sessionId?: string;
  /**
   * false for WhatsApp: the chat arrives without the widget's pre-chat form (its lead is the sender's
   * WhatsApp name and number), so the form's required fields cannot apply.
   */
  leadForm?: boolean;
  /** When the start happens; tests inject it to start in another usage period. */
  now?: Date;
  /**
   * The conversation's id when the request carries an idempotency key (its resource id,
   * kit/idempotency.ts): created only if absent, so a re-run of a start whose write landed answers that
   * conversation (`replayed`) and counts nothing again; without it, a fresh id.
   */
  conversationId?: string;
  /** The client item as readStartTenant read it for this request (fresh), when the caller read it already. */
  tenant?: ReturnType<typeof readStartTenant>;
  /** The page the widget is on (already checked against the request's origin): a reply by email links back. */
  pageUrl?: string;
}

/**
 * The client item's fields a conversation start needs, in ONE GetItem read fresh (never cached): the
 * status and name the widget's gate checks, and the plan's limit, billing anchor and end the quota
 * checks, and the AI Config. The start handler passes it to the gate too.
 */
export async function readStartTenant(clientId: string) {
  const { data } = await db
    .client()
    .get({ clientId })
    .go({
      attributes: [...WIDGET_TENANT_ATTRIBUTES, 'conversationsLimit', 'billingAnchor', 'planEndsAt', 'aiSettings'],
    });
  return data;
}

type ConversationItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof db.conversation>['get']>['go']>>['data']
>;

type Tx = db.WriteTx<'conversation' | 'message' | 'lead' | 'tenantCounter'>;
type TxItem = ReturnType<ReturnType<Tx['conversation']['create']>['commit']>;

const MONTH_COUNTER: CounterName = 'conversations';
const PLAN_COUNTER: CounterName = 'planConversations';

/**
 * Starts a visitor's conversation: checks the lead form against the tenant's rules, then in ONE
 * transaction counts it against the plan (a conditional increment of the plan's usage-period counter,
 * so N concurrent starts against a remaining quota of L accept exactly L; a new period's counter starts
 * at zero) and creates the lead, the conversation and the welcome message. Nothing is stored when any
 * part is refused. Once it committed, the display counters move by plain ADDs outside the transaction
 * (core/metrics/counters.ts addCounters: 1 WRU each instead of 2): the calendar month's conversations the
 * dashboards read, the Conversations monitor's all-time cards and the lead's counters. A re-run under the
 * same Idempotency-Key finds the conversation (`replayed`) and moves none of them again. A tenant whose
 * plan has ended (trial over, cancelled) is refused like one at its limit: the widget says chat is unavailable.
 */
export async function startConversation(input: StartConversationInput) {
  const { clientId } = input;
  const tenant = input.tenant ?? readStartTenant(clientId);
  const [widget, client] = await Promise.all([tenantWidget(clientId, tenant), tenant]);
  const { config } = widget;
  const fields = Object.fromEntries(Object.entries(input.fields).filter(([, v]) => v.trim() !== ''));
  const errors =
    input.leadForm !== false && (config.requireLeadCapture || Object.keys(fields).length)
      ? checkLeadForm(config.leadFormFields, fields)
      : {};
  if (Object.keys(errors).length) {
    throw new ValidationError(
      'Please check the form',
      Object.fromEntries(Object.entries(errors).map(([k, v]) => [`fields.${k}`, v])),
    );
  }
  if (!client) throw new NotFoundError('Chat widget');
  const now = input.now ?? new Date();
  if (planEnded(client, now)) throw new QuotaExceededError(QUOTA_MESSAGE);

  const leadId = newId();
  const timestamp = now.toISOString();
  const purpose = fields.purpose ? PURPOSES[fields.purpose] : undefined;
  let leadCounters: CounterDelta[] = [];
  const started = await openConversation(
    {
      clientId,
      source: input.source,
      sessionId: input.sessionId,
      isTest: false,
      leadId,
      now,
      ai: tenantAiSettings(client.aiSettings),
      conversationId: input.conversationId,
      pageUrl: input.pageUrl,
    },
    config.welcomeMessage,
    (tx, conversationId) => {
      // the lead, whose counters (core/leads/store.ts) move once the transaction committed
      const lead = createLeadItem(tx, {
        clientId,
        id: leadId,
        createdAt: timestamp,
        name: fields.name?.trim() || 'Website visitor',
        email: fields.email,
        phone: fields.phone,
        company: fields.company,
        message: fields.message,
        purpose,
        source: input.source === 'whatsapp' ? 'whatsapp' : 'widget',
        formAnswers: fields,
        conversationIds: [conversationId],
      });
      leadCounters = lead.counters;
      return [
        // the plan's limit, on this usage period's counter (whole months from the billing anchor)
        tx.tenantCounter
          .update({ clientId, name: PLAN_COUNTER, period: usagePeriod(client.billingAnchor, now).key })
          .add({ count: 1 })
          .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, client.conversationsLimit)}`)
          .commit({ response: 'all_old' }),
        lead.item,
      ];
    },
  );
  // the only condition that can fail is the quota (the ids are fresh, or a re-run's found above)
  if (!started) throw new QuotaExceededError(QUOTA_MESSAGE);
  // a re-run found the conversation its first run stored: that run counted it (quota and lead in its
  // transaction, the display counters and the platform's daily figures after it): nothing again (at most once)
  if (started.replayed) return started;
  countEvent(BUSINESS_METRICS.conversationsStarted);
  await Promise.all([
    addCounters(clientId, [
      // the calendar month's figure the dashboards read (chat-metrics, widget-stats, admin health)
      { name: MONTH_COUNTER, period: monthPeriod(now), by: 1 },
      // and the Conversations monitor's all-time cards (core/metrics/chat-metrics.ts)
      ...START_COUNTERS.map((name) => ({ name, period: ALL_TIME, by: 1 })),
      ...leadCounters,
    ]),
    // the admin's Analytics: the platform's daily figures (a shared item inside every tenant's
    // transaction would make them conflict); a visitor's conversation also created their lead
    countGrowth('conversations', now),
    countGrowth('leads', now),
  ]);
  return started;
}

/**
 * Starts a chat-test conversation (/ccai-test): no visitor, so no form, no lead and no quota, and it runs
 * whatever the plan's state. Apart from startConversation so the chat-test functions (at their bundle
 * budget) do not bundle the lead store, the lead form rules or the plan's usage periods they never run.
 */
export async function startTestConversation(clientId: string) {
  const [widget, { data: client }] = await Promise.all([
    tenantWidget(clientId),
    db
      .client()
      .get({ clientId })
      .go({ attributes: ['clientId', 'aiSettings'] }),
  ]);
  if (!client) throw new NotFoundError('Chat widget');
  const started = await openConversation(
    { clientId, source: 'ccai', isTest: true, now: new Date(), ai: tenantAiSettings(client.aiSettings) },
    widget.config.welcomeMessage,
    () => [],
  );
  if (!started) throw new ConflictError('The conversation could not be started. Please try again.');
  return { ...started, leadId: null };
}

/**
 * Writes the conversation and its welcome message in ONE transaction with `more` (the visitor's counters
 * and lead); null when the transaction was cancelled. With a given `conversationId` that already exists
 * (the conversation's create is conditional), the stored conversation, `replayed`.
 */
async function openConversation(
  c: {
    clientId: string;
    source: StartConversationInput['source'];
    sessionId?: string;
    isTest: boolean;
    leadId?: string;
    now: Date;
    /** The tenant's AI Config: the welcome message gets its history retention as TTL, like every message. */
    ai: Pick<TenantAiSettings, 'conversationHistory'>;
    conversationId?: string;
    pageUrl?: string;
  },
  welcomeMessage: string,
  more: (tx: Tx, conversationId: string) => TxItem[],
) {
  const { clientId, now } = c;
  const conversationId = c.conversationId ?? newId();
  const sessionId = c.sessionId ?? newId();
  const welcome = { id: newTimeOrderedId(now.getTime()), senderType: 'ai' as const, content: welcomeMessage };
  const timestamp = now.toISOString();
  const result = await db
    .writeTransaction(
      { conversation: db.conversation(), message: db.message(), lead: db.lead(), tenantCounter: db.tenantCounter() },
      (tx) => [
        ...more(tx, conversationId),
        tx.conversation
          .create({
            clientId,
            id: conversationId,
            leadId: c.leadId,
            sessionId,
            source: c.source,
            isTest: c.isTest,
            lastMessageAt: timestamp,
            pageUrl: c.pageUrl,
          })
          .commit(),
        tx.message
          .create({
            clientId,
            conversationId,
            ...welcome,
            timestamp,
            expiresAt: messageExpiry(c.ai, now.getTime()),
          } as never)
          .commit(),
      ],
    )
    .go();
  if (result.canceled) return c.conversationId ? storedConversation(clientId, c.conversationId) : null;
  return {
    conversationId,
    sessionId,
    leadId: c.leadId,
    messages: [toWireMessage({ ...welcome, timestamp })],
    conversation: { status: 'active' as const, escalated: false },
    replayed: false,
  };
}

/** A conversation an earlier run of the same start stored, answered as that run did (its welcome first). */
async function storedConversation(clientId: string, conversationId: string) {
  const { data } = await db.conversation().get({ clientId, id: conversationId }).go({ consistent: true });
  if (!data) return null; // not there: the transaction was refused for the quota
  const { data: first } = await db
    .message()
    .query.byConversation({ clientId, conversationId })
    .go({ limit: 1, consistent: true });
  return {
    conversationId,
    sessionId: data.sessionId,
    leadId: data.leadId,
    messages: first.map((m) => toWireMessage(m as StoredMessage)),
    conversation: stateOf(data),
    replayed: true,
  };
}

/** The conversation of a visitor token; a resolved or idle one is refused with a clear 409. */
export async function activeConversation(clientId: string, conversationId: string) {
  const { data } = await db.conversation().get({ clientId, id: conversationId }).go();
  return conversationAsRead(data);
}

/** A conversation item as read (null: not there), ended first if it idled out; see activeConversation. */
export async function conversationAsRead(data: ConversationItem | null) {
  if (!data) throw new NotFoundError('Conversation');
  if (data.status === 'active' && Date.now() - Date.parse(data.lastMessageAt ?? data.createdAt) > ABANDON_AFTER_MS) {
    await endConversation(data, 'abandoned');
    data.status = 'abandoned';
  }
  return data;
}

/**
 * Ends an active conversation (an agent resolves it, or it idled out) exactly once: a conditional patch,
 * so of two racing calls only one moves the counters and queues the lead's enrichment again. That
 * enrichment reads the whole chat, so the lead's summary, intent and score stop being those of the form
 * or the first message; its key names this conversation's end, so a redelivery changes nothing.
 * Answers whether this call ended it.
 */
export async function endConversation(
  c: { clientId: string; id: string; isTest?: boolean; firstResponseAt?: string; leadId?: string },
  how: 'resolved' | 'abandoned',
  /** When an agent resolved it (the conversation's resolvedAt; issue 32's resolution time). */
  at = new Date().toISOString(),
): Promise<boolean> {
  let owner: string | undefined;
  try {
    // as it was when it ended: the agent who owned it then owns one open chat fewer (core/inbox)
    const { data } = await db
      .conversation()
      .patch({ clientId: c.clientId, id: c.id })
      .set(how === 'resolved' ? { status: how, resolvedAt: at } : { status: how })
      .where(({ status }, { eq }) => eq(status, 'active'))
      .go({ response: 'all_old' });
    owner = data?.assigneeId;
  } catch (err) {
    if (isConditionalFailure(err)) return false; // already resolved or abandoned by someone else
    throw err;
  }
  if (c.isTest) return true;
  await Promise.all([recordEnded(c.clientId, how, c), releaseEnded(c.clientId, owner)]);
  if (c.leadId) await queueEnrichment(c.clientId, c.leadId, endEnrichmentKey(c.id), rootLogger);
  return true;
}

/** The enrichment of a lead when its conversation ended: one per conversation. */
export const endEnrichmentKey = (conversationId: string) => `end:${conversationId}`;

export function assertOpen(c: { status: string }): void {
  if (c.status !== 'active') throw new ConflictError('This conversation has ended. Start a new one to keep chatting.');
}

export async function storeMessage(
  clientId: string,
  conversationId: string,
  m: NewMessage,
  /** The tenant's AI Config: its history retention becomes the message's TTL. */
  ai: Pick<TenantAiSettings, 'conversationHistory'>,
): Promise<StoredMessage> {
  return storeNewMessage(clientId, conversationId, newMessage(m), ai);
}

/** Stores a message newMessage made (its id and time kept). */
export async function storeNewMessage(
  clientId: string,
  conversationId: string,
  message: StoredMessage,
  ai: Pick<TenantAiSettings, 'conversationHistory'>,
): Promise<StoredMessage> {
  await db
    .message()
    .create(messageItem(clientId, conversationId, message, ai))
    .go();
  return message;
}

/**
 * A message with its time-ordered id and timestamp, not yet stored (writeTurn stores it). `after`: the
 * message it answers, not yet stored either (a turn makes them within the same millisecond): it gets a
 * later time, so it sorts after it (messages sort by time, then id, whose bits within a ms are random).
 */
export function newMessage(m: NewMessage, after?: { timestamp: string }): StoredMessage {
  const now = Math.max(Date.now(), after ? Date.parse(after.timestamp) + 1 : 0);
  return { id: newTimeOrderedId(now), timestamp: new Date(now).toISOString(), ...m };
}

const messageItem = (
  clientId: string,
  conversationId: string,
  m: StoredMessage,
  ai: Pick<TenantAiSettings, 'conversationHistory'>,
) => ({ clientId, conversationId, ...m, expiresAt: messageExpiry(ai, Date.parse(m.timestamp)) }) as never;

/** What a turn changes on the conversation item besides its last message time. */
export type TurnTouch = { lowConfidenceStreak?: number; language?: string };

/**
 * The visitor's message budget as the turn counts it on the conversation (core/widget/widget-access.ts
 * messageBudget): the write finds the count it read (`expected`) or is refused with `refusal`.
 */
export type TurnBudget = Pick<ItemBudget, 'window' | 'expected' | 'count' | 'refusal' | 'again'>;
const budgetSet = (b?: TurnBudget) => (b ? { messageWindow: b.window, messagesInWindow: b.count } : {});
/** The budget's condition in ElectroDB's where terms ('' without a budget: no condition). */
const budgetCondition = (
  b: TurnBudget | undefined,
  window: WhereAttribute,
  count: WhereAttribute,
  op: { eq: WhereOp; lt: WhereOp; notExists: (a: WhereAttribute) => string },
) => {
  if (!b) return '';
  if (b.expected > 0) return `${op.eq(window, b.window)} AND ${op.eq(count, b.expected)}`;
  return `(${op.notExists(window)} OR ${op.lt(window, b.window)})`;
};
// biome-ignore lint/suspicious/noExplicitAny: ElectroDB's where attribute and operation types
type WhereAttribute = any;
type WhereOp = (a: WhereAttribute, v: number) => string;
const CONFLICT_ATTEMPTS = 3;

/**
 * A tenant counter the turn moves by one inside its write (analytics by answer source, issue 33): no call of
 * its own, and a re-run of the same request (refused as 'stored-before') counts nothing twice.
 */
export interface TurnCounter {
  name: string;
  period: string;
}

/** How a turn's write is made (writeTurn): each described there. */
export interface TurnWriteOptions {
  once?: boolean;
  budget?: TurnBudget;
  counters?: readonly TurnCounter[];
  unread?: boolean;
  /** Counters on other items written with the turn (the intent's match, db/item-counters.ts intentMatchItem). */
  items?: readonly RawTransactItem[];
  /** The request's answer under its idempotency key, stored with the turn (db/idempotency-keys.ts AnswerInWrite). */
  answer?: AnswerInWrite;
}

/**
 * The end of a turn in ONE write (issue 30): the visitor's message, the replies and the conversation's
 * touch (last message time, low-confidence streak, language) in one transaction, or the touch alone as
 * one update when there is no message. A transaction that meets another write on the conversation item
 * at the same moment (TransactionConflict; a plain update never does) is sent again: nothing of it was
 * written. With `budget`, the touch counts the message in the visitor's message budget, exactly: a
 * write that finds the count moved (a racing message counted first) reads it again and is refused with
 * the budget's 429 only when the window is full. With `once`, the first message is the visitor's under an idempotency key's id
 * (visitorMessageUnder): when an earlier run of the same request stored it, its create's condition
 * refuses it, nothing is written and the answer is 'stored-before'. With `unread`, the touch also counts one
 * more message the agents have not answered (a visitor writing in a chat a person has). `items` go in the
 * same transaction; one whose condition fails (its item was deleted a moment ago) is left out and the turn
 * written again, as the counter alone would have been refused. `answer` (the request's answer under its
 * idempotency key) goes in it too, and is left out the same way when the key is no longer this run's.
 */
export async function writeTurn(
  clientId: string,
  conversationId: string,
  at: string,
  messages: readonly StoredMessage[],
  touch: TurnTouch,
  ai: Pick<TenantAiSettings, 'conversationHistory'>,
  { once = false, budget, counters = [], unread = false, items = [], answer }: TurnWriteOptions = {},
): Promise<'written' | 'stored-before'> {
  const conversation = { clientId, id: conversationId };
  let b = budget;
  let extra = items;
  let answered = answer;
  let budgetReads = 0;
  for (let conflicts = 1; ; conflicts++) {
    if (messages.length === 0) {
      // only a turn of a chat with a person touches without replies: one more message the agents have not answered
      try {
        await db
          .conversation()
          .patch(conversation)
          .set({ lastMessageAt: at, ...touch, ...budgetSet(b) })
          .add({ unreadCount: 1 })
          .where((c, op) => budgetCondition(b, c.messageWindow, c.messagesInWindow, op))
          .go();
        return 'written';
      } catch (err) {
        if (!(b && isConditionalFailure(err))) throw err;
        b = await budgetAgain(conversation, b, ++budgetReads);
        continue;
      }
    }
    const result = await db
      .writeTransaction(
        { message: db.message(), tenantCounter: db.tenantCounter(), conversation: db.conversation() },
        (tx) => [
          ...messages.map((m) => tx.message.create(messageItem(clientId, conversationId, m, ai)).commit()),
          ...counters.map(({ name, period }) =>
            tx.tenantCounter.update({ clientId, name, period }).add({ count: 1 }).commit(),
          ),
          // sent as they are (RawTransactItem says why the cast)
          ...(extra as never[]),
          ...((answered ? [answered.item] : []) as never[]),
          // last: its condition (the message budget) is read from the last cancellation code below
          (unread
            ? tx.conversation
                .patch(conversation)
                .set({ lastMessageAt: at, ...touch, ...budgetSet(b) })
                .add({ unreadCount: 1 })
            : tx.conversation.patch(conversation).set({ lastMessageAt: at, ...touch, ...budgetSet(b) })
          )
            .where((c, op) => budgetCondition(b, c.messageWindow, c.messagesInWindow, op))
            .commit(),
        ],
      )
      .go();
    if (!result.canceled) {
      answered?.stored();
      return 'written';
    }
    const codes = (result.data as { code?: string }[]).map((r) => r.code ?? 'None');
    if (once && codes[0] === 'ConditionalCheckFailed') return 'stored-before';
    const extraAt = messages.length + counters.length;
    if (codes.slice(extraAt, extraAt + extra.length).includes('ConditionalCheckFailed')) {
      extra = [];
      continue;
    }
    // the key's answer: another invocation claimed the key since (this one's lease ran out); written
    // without it, the kit's own completion then finds the key held by the other and does nothing
    if (answered && codes[extraAt + extra.length] === 'ConditionalCheckFailed') {
      answered = undefined;
      continue;
    }
    // the conversation's condition: a request racing this one counted first; read the count again
    if (b && codes.at(-1) === 'ConditionalCheckFailed') {
      b = await budgetAgain(conversation, b, ++budgetReads);
      continue;
    }
    if (conflicts >= CONFLICT_ATTEMPTS || codes.some((c) => c !== 'None' && c !== 'TransactionConflict'))
      throw new Error(`the turn's write was refused: ${codes.join(', ')}`);
  }
}

/**
 * The message budget after a racing message moved its count: read again, refused (429) only when the
 * window is full by now. Racing messages of one conversation are few (a visitor's double send, a retry),
 * so a handful of reads settles them; past that the message is refused as too quick rather than looping.
 */
async function budgetAgain(
  conversation: { clientId: string; id: string },
  b: TurnBudget,
  reads: number,
): Promise<TurnBudget> {
  if (reads > BUDGET_READS) throw b.refusal;
  const { data } = await db
    .conversation()
    .get(conversation)
    .go({ attributes: ['messageWindow', 'messagesInWindow'] });
  return b.again({ window: data?.messageWindow, count: data?.messagesInWindow });
}
const BUDGET_READS = 5;

type NewMessage = {
  senderType: WidgetMessage['senderType'];
  content: string;
  intentMatched?: string;
  aiAnalysis?: unknown;
  senderId?: string;
  senderName?: string;
  attachment?: StoredMessage['attachment'];
  /** A private note and whom it @mentions (core/inbox/notes.ts). */
  isNote?: boolean;
  mentions?: string[];
};

/**
 * The visitor's message under a given time-ordered id (an idempotency key's resource id,
 * kit/idempotency.ts), not yet stored: its timestamp (part of the item's key) is the id's own time, so a
 * re-run of the same request makes the same key, and the conditional create (storeMessageOnce, or
 * writeTurn with `once`) refuses it a second time.
 */
export function visitorMessageUnder(id: string, m: NewMessage): StoredMessage {
  const at = timeOfId(id);
  if (at === null) throw new Error(`a message under a key needs a time-ordered id, got ${id}`);
  return { id, timestamp: new Date(at).toISOString(), ...m };
}

/** The message an earlier run stored under the same id (visitorMessageUnder), read strongly consistent. */
export async function storedMessage(clientId: string, conversationId: string, m: StoredMessage) {
  const { data } = await db
    .message()
    .get({ clientId, conversationId, timestamp: m.timestamp, id: m.id })
    .go({ consistent: true });
  if (!data) throw new Error(`message ${m.id} refused as existing but not found`);
  return data as StoredMessage;
}

/**
 * Stores a message under a given time-ordered id at most once (visitorMessageUnder): the message stored
 * first is answered with `created: false`.
 */
export async function storeMessageOnce(
  clientId: string,
  conversationId: string,
  id: string,
  m: NewMessage,
  ai: Pick<TenantAiSettings, 'conversationHistory'>,
): Promise<{ message: StoredMessage; created: boolean }> {
  const message = visitorMessageUnder(id, m);
  try {
    await db
      .message()
      .create(messageItem(clientId, conversationId, message, ai))
      .go();
    return { message, created: true };
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
  }
  return { message: await storedMessage(clientId, conversationId, message), created: false };
}
