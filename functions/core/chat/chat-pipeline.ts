import { AGENT_WORDING } from '@shared/agent-behaviour';
import type { AnswerSource } from '@shared/enums';
import type { ConversationEvent } from '@shared/schemas/realtime';
import type { SemanticMatching } from '../../ai/embeddings/types';
import { groundedReply } from '../../ai/grounded-answer';
import type { LanguageJudgement } from '../../ai/language/identify';
import { loadLanguageFor, NOT_IDENTIFIED } from '../../ai/language/load';
import type { GenerativeProvider } from '../../ai/providers/openai-grounded';
import { rootLogger } from '../../base/logger';
import { BUSINESS_METRICS, countEvent } from '../../base/metrics';
import type { RawTransactItem } from '../../db/client';
import { isConditionalFailure } from '../../db/errors';
import type { AnswerInWrite } from '../../db/idempotency-keys';
import { intentMatchItem } from '../../db/item-counters';
import { itemRead, itemsTogether } from '../../db/items-together';
import * as db from '../../db/table-entities';
import { assignOnEscalation } from '../inbox/round-robin';
import { readTenantAiSettings, type TenantAiSettings } from '../intents/ai-settings';
import type { KnowledgeAnswer } from '../knowledge/answer-decision';
import type { KnowledgePassage } from '../knowledge/passages';
import { answerOutcomeCounter, recordAnswerOutcome } from '../metrics/answer-outcomes';
import { recordEscalated } from '../metrics/chat-metrics';
import { bumpCounter } from '../metrics/counters';
import {
  activeConversation,
  assertOpen,
  conversationAsRead,
  newMessage,
  stateOf,
  storedMessage,
  storeNewMessage,
  type TurnBudget,
  toLiveMessage,
  toWireMessage,
  visitorMessageUnder,
  writeTurn,
} from './conversations';
import { asksForPerson, ESCALATION_REASONS, type EscalationReason, escalationFor } from './escalation';
import { type ModelTenant, matchWithModel, tenantModel } from './intent-matcher';
import { type KnowledgeReply, knowledgeReply } from './knowledge-reply';
import { type StoredMessage, storedMessagesAfter } from './messages';
import { offlineHandoff, pendEscalationAlert } from './offline-handoff';
import { audienceBeside, type Publish, type ReadAudience } from './publish';
import type { PushTarget } from './realtime-connections';

/**
 * The conversation pipeline (DESIGN §5), one place for the widget, the chat test screen and WhatsApp:
 * store the visitor's message → match it with the tenant's intents → answer from the intent, or say
 * honestly that the agent is not sure (a missed intent) → hand over to a person when the intent says
 * so, when the visitor asks, or after two low-confidence answers in a row; a message the engine could not
 * place that is written in none of the intents' languages gets a note saying so and a handoff (issue 17
 * item 4), and the visitor's language is recorded on the conversation. Once a conversation is
 * with a person, the bot stays quiet. The tenant's AI Config (core/intents/ai-settings.ts, shared/agent-behaviour.ts)
 * shapes each step: response mode, personality, human escalation, fallback responses, missed-intent
 * recording and how long messages are kept.
 */
/** The default personality's handoff message (AI Config → Personality words it otherwise). */
export const HANDOFF_MESSAGE = AGENT_WORDING.professional.handoff;

export interface TurnResult {
  messages: ReturnType<typeof toWireMessage>[];
  conversation: { status: 'active' | 'resolved' | 'abandoned'; escalated: boolean; replyByEmail?: 'email' | 'ask' };
  /** For the chat test screen: what the engine decided. */
  match: { intentMatched: string | null; intentId: string | null; confidence: number; escalationReason: string | null };
  /**
   * The conversation's lead while its chat enrichment is not yet queued (as read in this turn), else null:
   * the widget's send queues it only then (core/leads/queue-enrichment.ts), instead of a conditional
   * write on every message that fails from the second one on and is still charged.
   */
  leadToEnrich: string | null;
}

const leadToEnrich = (c: { leadId?: string; enrichmentQueued?: boolean }) =>
  c.leadId && !c.enrichmentQueued ? c.leadId : null;

/**
 * `generative` supplies the provider for grounded answers (the widget passes generativeProvider); it is
 * injected so a function that does not offer them does not bundle the provider code.
 */
export interface TurnOptions {
  generative?: () => Promise<GenerativeProvider | null>;
  /** The platform's embedder and phrase vectors (every chat channel passes platformSemantics); lexical without. */
  semantic?: () => Promise<SemanticMatching | null>;
  /**
   * Pushes events to live sockets (core/chat/realtime.ts notifyConversation). Injected for the same reason:
   * the chat test screen's functions do not push (test conversations never reach agents) and stay small.
   */
  publish?: Publish;
  /**
   * Reads the conversation's live sockets (core/chat/realtime-connections.ts conversationAudience): started
   * beside the turn's write and handed to `publish`, so the fan-out needs no Query after it and a turn
   * nobody watches queues no push (core/chat/live-fanout.ts says what the early read may miss). Without
   * it, or when the read fails, the fan-out reads the sockets itself.
   */
  audience?: ReadAudience;
  /**
   * The visitor message's id under an idempotency key (kit/idempotency.ts): stored at most once, and a
   * re-run that finds it stored answers that turn again instead of storing and answering it twice.
   */
  messageId?: string;
  /**
   * With `messageId`: the request's answer (the turn's messages and conversation state, as the handler
   * answers them) as an item of the turn's write, so the idempotency key needs no write of its own after
   * it (kit/idempotency.ts AnswerInWrite). Built once the answer is known, just before the write.
   */
  answerInWrite?: (answer: Pick<TurnResult, 'messages' | 'conversation'>) => AnswerInWrite;
  /**
   * The client item as readTurn read it for this request (fresh), when the caller read it already
   * to check the tenant (the widget's gate): the model takes it instead of a second GetItem.
   */
  tenant?: Promise<ModelTenant | null>;
  /** The conversation, when the caller started reading it already (beside its own checks). */
  conversation?: ReturnType<typeof activeConversation>;
  /** The visitor's message budget this message counts in (the widget's; core/widget/widget-access.ts). */
  budget?: TurnBudget;
  /**
   * The tenant's knowledge (core/knowledge, issue 33): asked when no intent is confident, before a
   * generated answer; its answer is a chunk's own text, given only when the search is sure, with its
   * source. Injected like `generative` (core/knowledge/tenant-knowledge.ts knowledgeAnswer), so a function
   * without knowledge bundles none of it; `knowledgeVersion` is the client item's, read fresh with the model.
   */
  knowledge?: (clientId: string, message: string, knowledgeVersion: number) => Promise<KnowledgeAnswer | null>;
  /**
   * The tenant's best knowledge passages for a message (core/knowledge/tenant-knowledge.ts knowledgePassages,
   * on the same index as `knowledge`). With a generative provider (`generative`) and not in 'fast' mode, the
   * answer is written from these alone and cites the passage the provider names; without a provider, or
   * when it fails, `knowledge`'s word-for-word answer stands.
   */
  knowledgePassages?: (
    clientId: string,
    message: string,
    knowledgeVersion: number,
  ) => Promise<readonly KnowledgePassage[]>;
}
/** Tells live sockets about a turn's new messages and a handoff, in one push; the HTTP answer carries them too. */
async function announce(
  publish: Publish | undefined,
  clientId: string,
  conversationId: string,
  messages: Parameters<typeof toLiveMessage>[1][],
  escalatedFor: string | null,
  audience?: Promise<readonly PushTarget[] | undefined>,
): Promise<void> {
  if (!publish) return;
  const events: ConversationEvent[] = messages.map((m) => ({
    type: 'message.created',
    conversationId,
    message: toLiveMessage(conversationId, m),
  }));
  if (escalatedFor) events.push({ type: 'conversation.escalated', conversationId, reason: escalatedFor });
  await publish(clientId, events, await audience);
}

/**
 * The request's answer as an item of the turn's write (TurnOptions.answerInWrite), and `push`, which sends
 * the turn's live events. Once the write stored the answer, a retry of the request only replays it: a push
 * that fails after that is logged instead of failing the request, since a 500 would re-send nothing (the
 * SDK has already retried the send). The visitor gets the answer now, the lead's enrichment is still
 * queued, and a socket that reconnects catches up on the stored messages (core/chat/live-fanout.ts).
 */
function answerInWrite(options: TurnOptions, answer: Pick<TurnResult, 'messages' | 'conversation'>) {
  const fold = options.messageId ? options.answerInWrite?.(answer) : undefined;
  let stored = false;
  return {
    item: fold && {
      item: fold.item,
      stored: () => {
        stored = true;
        fold.stored();
      },
    },
    push: (sent: Promise<void>) =>
      stored
        ? sent.catch((err: unknown) =>
            rootLogger.error('live push not queued after the turn stored its answer', { err }),
          )
        : sent,
  };
}

/**
 * What a widget turn reads, in ONE BatchGetItem (issue 30), fresh on every turn (never cached): the client
 * item (the status the widget's gate checks, so a suspension takes effect at once, and its company name;
 * the intents version, AI Config and answer level the model reads) and the conversation (ended first if
 * it idled out, as activeConversation does). Two promises of the one read: the gate awaits the first.
 */
export function readTurn(clientId: string, conversationId: string) {
  const both = itemsTogether([
    itemRead(db.client(), db.client().get({ clientId })),
    itemRead(db.conversation(), db.conversation().get({ clientId, id: conversationId })),
  ]);
  return {
    tenant: both.then(([client]) => client),
    conversation: both.then(([, conversation]) => conversationAsRead(conversation)),
  };
}

export async function visitorTurn(
  clientId: string,
  conversationId: string,
  content: string,
  options: TurnOptions = {},
): Promise<TurnResult> {
  // the language module (kept for the instance) loads while the reads run, if the message needs it
  const language = loadLanguageFor(content);
  // the tenant's model and AI Config come in one GetItem, read beside the conversation
  const [conversation, model] = await Promise.all([
    options.conversation ?? activeConversation(clientId, conversationId),
    tenantModel(clientId, options.semantic, options.tenant),
  ]);
  assertOpen(conversation);
  const { ai } = model;
  const customer = { senderType: 'customer' as const, content };
  if (conversation.isEscalated) {
    // the bot stays quiet: the conversation's touch (which counts the message budget: a message it
    // refuses is not stored, and one more message the agents have not answered), then the visitor's message
    const message = options.messageId ? visitorMessageUnder(options.messageId, customer) : newMessage(customer);
    const seen = await judgeLanguage(language, content, model);
    const touch = newLanguage(seen.language, conversation.language);
    const audience = audienceBeside(options.publish ? options.audience : undefined, clientId, conversationId);
    const answer = { messages: [toWireMessage(message)], conversation: stateOf(conversation) };
    const folded = answerInWrite(options, answer);
    if (options.messageId) {
      // under an idempotency key, in ONE transaction: a re-run of a request whose first run stored the
      // message is refused whole, so neither the unread count nor the budget counts it twice
      const written = await writeTurn(clientId, conversationId, message.timestamp, [message], touch, ai, {
        once: true,
        budget: options.budget,
        unread: true,
        answer: folded.item,
      });
      if (written === 'stored-before')
        return turnAgain(
          clientId,
          conversation,
          await storedMessage(clientId, conversationId, message),
          options.publish,
        );
    } else {
      // no earlier run can have stored it: two plain writes cost fewer units than a transaction (a touch
      // without its message, should the second fail, is harmless)
      await writeTurn(clientId, conversationId, message.timestamp, [], touch, ai, { budget: options.budget });
      await storeNewMessage(clientId, conversationId, message, ai);
    }
    const visitor = message;
    await folded.push(announce(options.publish, clientId, conversationId, [visitor], null, audience));
    return {
      ...answer,
      match: {
        intentMatched: null,
        intentId: null,
        confidence: 0,
        escalationReason: conversation.escalationReason ?? null,
      },
      leadToEnrich: leadToEnrich(conversation),
    };
  }

  // stored with the replies at the end (writeTurn), under the idempotency key's id when there is one
  const visitor = options.messageId ? visitorMessageUnder(options.messageId, customer) : newMessage(customer);
  const now = visitor.timestamp;
  const askedForPerson = asksForPerson(content);
  // the match's bookkeeping: the intent's match counter, written in the turn's transaction (so counted once
  // with it, and one call fewer), or the missed intent's record, sent with the turn's write
  const bookkeeping: (() => Promise<unknown>)[] = [];
  let matchCounter: RawTransactItem[] = [];
  const outcome = await matchWithModel(model, clientId, content, {
    conversationId,
    messageId: visitor.id,
    notAQuestion: askedForPerson,
    defer: (write) => bookkeeping.push(write),
    countMatch: (intentId, confidence) => {
      matchCounter = [intentMatchItem(clientId, intentId, confidence)];
    },
  });
  const seen = await judgeLanguage(language, content, model);
  // only a message the engine could not place can be one the agent does not answer for its language
  const unplaced = !outcome.matched && !askedForPerson;
  const foreign = unplaced && seen.foreign;
  const asksAi = unplaced && !foreign && ai.responseTime !== 'fast';
  // the configured generative provider (not in 'fast' mode, which answers from the intents alone), once
  const provider = asksAi && options.generative ? await options.generative() : null;
  // no intent is sure: the business's knowledge answers (written by the provider from its top passages,
  // or offline a chunk's own text when its search is sure), at the knowledge version read with the model;
  // such a question is answered, so it is no missed question (the only bookkeeping an unmatched message
  // has is that record)
  const { knowledge, knowledgePassages } = options;
  const version = model.knowledgeVersion;
  const fromKnowledge =
    unplaced && !foreign && (knowledge || knowledgePassages)
      ? await knowledgeOrNothing(clientId, content, {
          provider,
          passages: knowledgePassages && ((c, m) => knowledgePassages(c, m, version)),
          offline: knowledge && ((c, m) => knowledge(c, m, version)),
        })
      : null;
  const known = fromKnowledge?.known ?? null;
  if (known) {
    bookkeeping.length = 0;
    matchCounter = [];
  }
  // below the threshold, a configured generative provider may answer from the best intents only (not in
  // a language they are not in); also when the knowledge's passages did not answer: a paraphrase of an
  // intent just under the threshold is still the intent's question on a site about other things
  const generated =
    provider && !known ? await groundedReply(provider, { question: content, ground: outcome.ground }) : null;
  const answer = known?.answer ?? (generated?.kind === 'answer' ? generated.text : null);
  const lowConfidence = unplaced && !foreign && answer === null;
  const streak = conversation.lowConfidenceStreak ?? 0;
  const reason = escalationFor({
    askedForPerson,
    intentRequiresEscalation: outcome.matched && outcome.requiresEscalation,
    lowConfidence,
    previousLowStreak: streak,
    // not covered when the intents' answer says so too, or the passages said so and no intent was asked
    notCovered: generated ? generated.kind === 'not-covered' : fromKnowledge?.notCovered === true,
    automatic: ai.humanEscalation,
    fallbackOff: !ai.fallbackEnabled,
    otherLanguage: foreign,
    urgent: outcome.urgent && unplaced && !foreign,
  });
  const note = foreign ? seen.note(ai.personality, reason !== null) : null;
  const replies = [];
  const by = answeredBy(
    note === null && outcome.matched,
    known?.by === 'knowledge',
    generated?.kind === 'answer' || known?.by === 'generative',
  );
  // with fallback responses off, an answer the agent cannot give goes straight to a person, unsaid
  // nor is a visitor in distress told the agent did not understand: the person's handoff message is the reply
  const skipFallback =
    reason === ESCALATION_REASONS.noAnswer ||
    (reason === ESCALATION_REASONS.urgent && answer === null) ||
    (note !== null && reason !== null);
  if (!askedForPerson && !skipFallback) {
    replies.push(
      newMessage(
        {
          senderType: 'ai',
          content: note ?? answer ?? outcome.response,
          intentMatched: outcome.matched ? outcome.intentTitle : undefined,
          aiAnalysis: {
            confidence: outcome.confidence,
            intentId: outcome.intentId ?? null,
            matched: outcome.matched,
            generated: generated?.kind === 'answer' || known?.by === 'generative',
            answeredBy: by,
            // the cited source, shown under the reply (toWireMessage)
            ...(known ? { knowledge: { chunkId: known.chunkId, source: known.source } } : {}),
          },
        },
        visitor,
      ),
    );
  }
  const answered = replies.length > 0 && note === null && (outcome.matched || answer !== null);
  // analytics by answer source: the reply's author for the day, counted inside the turn's write below
  const counters = replies.length > 0 && !conversation.isTest ? [answerOutcomeCounter(by)] : [];
  const handed = reason ? await handOver(clientId, conversation, reason, ai, note, replies.at(-1) ?? visitor) : null;
  const handoff = handed?.message ?? null;
  if (handoff) replies.push(handoff);
  // the visitor's message, the replies and the conversation's touch in one write; the live sockets beside it
  const audience = audienceBeside(options.publish ? options.audience : undefined, clientId, conversationId);
  const reply = {
    messages: [visitor, ...replies].map(toWireMessage),
    conversation: handed?.replyByEmail
      ? { status: 'active' as const, escalated: true, replyByEmail: handed.replyByEmail }
      : { status: 'active' as const, escalated: conversation.isEscalated || reason !== null },
  };
  const folded = answerInWrite(options, reply);
  const written = writeTurn(
    clientId,
    conversationId,
    now,
    [visitor, ...replies],
    { lowConfidenceStreak: lowConfidence ? streak + 1 : 0, ...newLanguage(seen.language, conversation.language) },
    ai,
    {
      once: options.messageId !== undefined,
      budget: options.budget,
      counters,
      items: matchCounter,
      answer: folded.item,
    },
  );
  let counted: Promise<unknown> = Promise.resolve();
  if (options.messageId) {
    // a re-run of a request whose first run stored its turn (and failed after) answers that turn again;
    // so the bookkeeping waits for the write, which refuses a re-run's, and nothing is counted twice
    // (it goes out beside the push)
    if ((await written) === 'stored-before')
      return turnAgain(clientId, conversation, await storedMessage(clientId, conversationId, visitor), options.publish);
    counted = Promise.all(bookkeeping.map((write) => write()));
  } else {
    // no earlier run can have stored this message: the bookkeeping goes out beside the write
    await Promise.all([written, ...bookkeeping.map((write) => write())]);
  }
  // an answer from an intent or the grounded AI (not the fallback, a language note or a test chat)
  if (answered && !conversation.isTest) countEvent(BUSINESS_METRICS.messagesAnswered);
  await Promise.all([
    counted,
    folded.push(
      announce(options.publish, clientId, conversationId, [visitor, ...replies], handoff ? reason : null, audience),
    ),
  ]);
  if (handed && !handed.waits && !conversation.isTest)
    await assignOnEscalation(clientId, conversationId, options.publish);
  return {
    ...reply,
    match: {
      intentMatched: outcome.matched ? (outcome.intentTitle ?? null) : null,
      intentId: outcome.intentId ?? null,
      confidence: outcome.confidence,
      escalationReason: reason,
    },
    leadToEnrich: leadToEnrich(conversation),
  };
}

/**
 * A re-run of a turn whose visitor message an earlier run stored (it failed after, e.g. on the push, or
 * was frozen past its lease): nothing is stored or counted again; it answers that message and the
 * replies stored after it (up to the visitor's next message), and pushes them again, as the push may be
 * what failed (live clients keep one copy per message id). A first run that died before storing its
 * reply leaves the message unanswered, as a message to an escalated chat is, rather than answered twice.
 */
async function turnAgain(
  clientId: string,
  conversation: Awaited<ReturnType<typeof activeConversation>>,
  visitor: StoredMessage,
  publish: Publish | undefined,
): Promise<TurnResult> {
  const after = await storedMessagesAfter(clientId, conversation.id, visitor.id);
  const next = after.findIndex((m) => m.senderType === 'customer');
  const replies = next === -1 ? after : after.slice(0, next);
  const escalatedHere =
    conversation.isEscalated && conversation.escalatedAt !== undefined && conversation.escalatedAt >= visitor.timestamp;
  const reason = escalatedHere ? (conversation.escalationReason ?? null) : null;
  await announce(publish, clientId, conversation.id, [visitor, ...replies], reason);
  return {
    messages: [visitor, ...replies].map(toWireMessage),
    conversation: stateOf(conversation),
    match: {
      intentMatched: replies.find((m) => m.intentMatched)?.intentMatched ?? null,
      intentId: null,
      confidence: 0,
      escalationReason: conversation.escalationReason ?? null,
    },
    leadToEnrich: leadToEnrich(conversation),
  };
}

/** The visitor's "Talk to a person" button (or the chat test screen's escalate call). */
export async function escalateConversation(
  clientId: string,
  conversationId: string,
  reason: EscalationReason | string,
  options: Pick<TurnOptions, 'publish'> = {},
) {
  const [conversation, ai] = await Promise.all([
    activeConversation(clientId, conversationId),
    readTenantAiSettings(clientId),
  ]);
  assertOpen(conversation);
  const handed = conversation.isEscalated ? null : await handOver(clientId, conversation, reason, ai);
  const handoff = handed?.message ?? null;
  if (handoff) await storeNewMessage(clientId, conversationId, handoff, ai);
  if (handoff) await announce(options.publish, clientId, conversationId, [handoff], reason);
  if (handed && !handed.waits && !conversation.isTest)
    await assignOnEscalation(clientId, conversationId, options.publish);
  return {
    messages: handoff ? [toWireMessage(handoff)] : [],
    // escalated before (a second press): as stored, with its reply-by-email state
    conversation: handed
      ? {
          status: 'active' as const,
          escalated: true,
          ...(handed.replyByEmail ? { replyByEmail: handed.replyByEmail } : {}),
        }
      : stateOf({ ...conversation, status: 'active' }),
  };
}

/**
 * Marks the conversation escalated exactly once (a conditional patch, so two racing requests count
 * one escalation), counts it for the month, and makes the message telling the visitor a person will
 * reply (in `words` when the turn has its own, such as the note to a visitor writing in another
 * language), for the caller to store (the turn stores it with its other writes); null when someone else
 * escalated it a moment ago. With nobody of the team online (core/chat/offline-handoff.ts) the message
 * promises a reply by email instead of a person, the conversation records where that reply goes, and the
 * team's escalation mail is pending.
 */
async function handOver(
  clientId: string,
  conversation: { id: string; leadId?: string; isTest?: boolean; source?: string },
  reason: string,
  ai: Pick<TenantAiSettings, 'personality' | 'conversationHistory'>,
  words?: string | null,
  /** The turn's last message before it, made in the same moment (newMessage's `after`). */
  after?: StoredMessage,
): Promise<{ message: ReturnType<typeof newMessage>; replyByEmail?: 'email' | 'ask'; waits: boolean } | null> {
  const isTest = conversation.isTest === true;
  // a chat test (/ccai-test) is a trainer at the screen: never "offline", never mailed
  const offline = isTest ? null : await offlineHandoff(clientId, conversation);
  const byEmail = offline?.byEmail ? offline : null;
  try {
    await db
      .conversation()
      .patch({ clientId, id: conversation.id })
      .set({
        isEscalated: true,
        escalationReason: reason,
        escalatedAt: new Date().toISOString(),
        ...(byEmail ? { offlineHandoff: true, ...(byEmail.replyEmail ? { replyEmail: byEmail.replyEmail } : {}) } : {}),
      })
      .where(({ isEscalated }, { eq }) => eq(isEscalated, false))
      .go();
  } catch (err) {
    // someone else escalated it a moment ago: they counted it and told the visitor
    if (isConditionalFailure(err)) return null;
    throw err;
  }
  // chat tests (/ccai-test) are a trainer learning, not a visitor waiting: the month's count skips them
  if (!isTest) {
    countEvent(BUSINESS_METRICS.handoffs);
    await Promise.all([
      bumpCounter(clientId, 'escalations'),
      recordEscalated(clientId),
      recordAnswerOutcome(clientId, 'handedOver'),
      offline ? pendEscalationAlert(clientId, conversation.id, reason) : null,
    ]);
  }
  const content = offline?.words || words || AGENT_WORDING[ai.personality].handoff;
  return {
    message: newMessage({ senderType: 'ai', content }, after),
    ...(byEmail ? { replyByEmail: byEmail.replyEmail ? ('email' as const) : ('ask' as const) } : {}),
    // outside business hours or with nobody online the chat waits in the queue, unassigned (issue 32)
    waits: offline !== null,
  };
}

/**
 * The visitor's language, or unknown (null, not foreign) if identification is unavailable: it is an extra,
 * and a language module that failed to load (e.g. missing from a Lambda package, out of memory) must not
 * turn a stored visitor message into a 500.
 */
async function judgeLanguage(
  language: ReturnType<typeof loadLanguageFor>,
  content: string,
  model: { languages(): Promise<readonly string[]> },
): Promise<LanguageJudgement> {
  if (!language) return NOT_IDENTIFIED;
  try {
    return (await language).judgeMessage(content, await model.languages());
  } catch (err) {
    rootLogger.error('language identification unavailable; the turn goes on without it', { err });
    // never foreign, so the note is never asked for
    return { language: null, foreign: false, note: () => '' };
  }
}

/**
 * The knowledge's reply, or none when it failed (its index unreadable, the bucket refusing, …): the turn goes
 * on as if the tenant had no knowledge (the fallback and handoff rules), as it does when the provider fails,
 * rather than turning a stored visitor message into a 500.
 */
async function knowledgeOrNothing(
  clientId: string,
  content: string,
  hooks: Parameters<typeof knowledgeReply>[2],
): Promise<KnowledgeReply | null> {
  try {
    return await knowledgeReply(clientId, content, hooks);
  } catch (err) {
    rootLogger.error('knowledge unavailable; the turn goes on without it', { clientId, err });
    return null;
  }
}

/** The visitor's language to record: only a confident one, and only when it changed. */
const newLanguage = (seen: string | null, recorded?: string) => (seen && seen !== recorded ? { language: seen } : {});

/** Who wrote the AI reply (ANSWER_SOURCES): analytics count answers by it. */
const answeredBy = (intent: boolean, knowledge: boolean, generative: boolean): AnswerSource =>
  knowledge ? 'knowledge' : generative ? 'generative' : intent ? 'intent' : 'fallback';
