import { AGENT_WORDING } from '@shared/agent-behaviour';
import type { ConversationEvent } from '@shared/schemas/realtime';
import type { SemanticMatching } from '../../ai/embeddings/types';
import { groundedReply } from '../../ai/grounded-answer';
import type { LanguageJudgement } from '../../ai/language/identify';
import { loadLanguage } from '../../ai/language/load';
import type { GenerativeProvider } from '../../ai/providers/openai-grounded';
import { rootLogger } from '../../base/logger';
import { BUSINESS_METRICS, countEvent } from '../../base/metrics';
import { isConditionalFailure } from '../../db/errors';
import { db } from '../../db/service';
import { readTenantAiSettings, type TenantAiSettings } from '../intents/ai-settings';
import { recordEscalated } from '../metrics/chat-metrics';
import { bumpCounter } from '../metrics/counters';
import {
  activeConversation,
  assertOpen,
  stateOf,
  storeMessage,
  storeMessageOnce,
  toLiveMessage,
  toWireMessage,
} from './conversations';
import { asksForPerson, ESCALATION_REASONS, type EscalationReason, escalationFor } from './escalation';
import { matchWithModel, tenantModel } from './intent-matcher';
import { type StoredMessage, storedMessagesAfter } from './messages';

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
  conversation: { status: 'active' | 'resolved' | 'abandoned'; escalated: boolean };
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
   * The visitor message's id under an idempotency key (kit/idempotency.ts): stored at most once, and a
   * re-run that finds it stored answers that turn again instead of storing and answering it twice.
   */
  messageId?: string;
}
export type Publish = (clientId: string, events: readonly ConversationEvent[]) => Promise<void>;

/** Tells live sockets about a turn's new messages and a handoff, in one push; the HTTP answer carries them too. */
async function announce(
  publish: Publish | undefined,
  clientId: string,
  conversationId: string,
  messages: Parameters<typeof toLiveMessage>[1][],
  escalatedFor: string | null,
): Promise<void> {
  if (!publish) return;
  const events: ConversationEvent[] = messages.map((m) => ({
    type: 'message.created',
    conversationId,
    message: toLiveMessage(conversationId, m),
  }));
  if (escalatedFor) events.push({ type: 'conversation.escalated', conversationId, reason: escalatedFor });
  await publish(clientId, events);
}

export async function visitorTurn(
  clientId: string,
  conversationId: string,
  content: string,
  options: TurnOptions = {},
): Promise<TurnResult> {
  // the language module (kept for the instance) loads while the reads run
  const language = loadLanguage();
  // the tenant's model and AI Config come in one GetItem, read beside the conversation
  const [conversation, model] = await Promise.all([
    activeConversation(clientId, conversationId),
    tenantModel(clientId, options.semantic),
  ]);
  assertOpen(conversation);
  const { ai } = model;
  const customer = { senderType: 'customer' as const, content };
  const stored = options.messageId
    ? await storeMessageOnce(clientId, conversationId, options.messageId, customer, ai)
    : { message: await storeMessage(clientId, conversationId, customer, ai), created: true };
  if (!stored.created) return turnAgain(clientId, conversation, stored.message, options.publish);
  const visitor = stored.message;
  const now = visitor.timestamp;
  if (conversation.isEscalated) {
    const seen = await judgeLanguage(language, content, model);
    await touch(clientId, conversationId, now, newLanguage(seen.language, conversation.language));
    await announce(options.publish, clientId, conversationId, [visitor], null);
    return {
      messages: [toWireMessage(visitor)],
      conversation: stateOf(conversation),
      match: {
        intentMatched: null,
        intentId: null,
        confidence: 0,
        escalationReason: conversation.escalationReason ?? null,
      },
      leadToEnrich: leadToEnrich(conversation),
    };
  }

  const askedForPerson = asksForPerson(content);
  const outcome = await matchWithModel(model, clientId, content, {
    conversationId,
    messageId: visitor.id,
    notAQuestion: askedForPerson,
  });
  const seen = await judgeLanguage(language, content, model);
  // only a message the engine could not place can be one the agent does not answer for its language
  const unplaced = !outcome.matched && !askedForPerson;
  const foreign = unplaced && seen.foreign;
  // below the threshold, a configured generative provider may answer from the best intents only
  // (not in 'fast' mode, which answers from the intents alone); not in a language they are not in
  const generated =
    unplaced && !foreign && options.generative && ai.responseTime !== 'fast'
      ? await groundedReply(await options.generative(), { question: content, ground: outcome.ground })
      : null;
  const answer = generated?.kind === 'answer' ? generated.text : null;
  const lowConfidence = unplaced && !foreign && answer === null;
  const streak = conversation.lowConfidenceStreak ?? 0;
  const reason = escalationFor({
    askedForPerson,
    intentRequiresEscalation: outcome.matched && outcome.requiresEscalation,
    lowConfidence,
    previousLowStreak: streak,
    notCovered: generated?.kind === 'not-covered',
    automatic: ai.humanEscalation,
    fallbackOff: !ai.fallbackEnabled,
    otherLanguage: foreign,
  });
  const note = foreign ? seen.note(ai.personality, reason !== null) : null;
  const replies = [];
  // with fallback responses off, an answer the agent cannot give goes straight to a person, unsaid
  const skipFallback = reason === ESCALATION_REASONS.noAnswer || (note !== null && reason !== null);
  if (!askedForPerson && !skipFallback) {
    replies.push(
      await storeMessage(
        clientId,
        conversationId,
        {
          senderType: 'ai',
          content: note ?? answer ?? outcome.response,
          intentMatched: outcome.matched ? outcome.intentTitle : undefined,
          aiAnalysis: {
            confidence: outcome.confidence,
            intentId: outcome.intentId ?? null,
            matched: outcome.matched,
            generated: answer !== null,
          },
        },
        ai,
      ),
    );
  }
  // an answer from an intent or the grounded AI (not the fallback, a language note or a test chat)
  if (replies.length > 0 && note === null && (outcome.matched || answer !== null) && !conversation.isTest)
    countEvent(BUSINESS_METRICS.messagesAnswered);
  const handoff = reason ? await handOver(clientId, conversationId, reason, ai, conversation.isTest, note) : null;
  if (handoff) replies.push(handoff);
  await touch(clientId, conversationId, now, {
    lowConfidenceStreak: lowConfidence ? streak + 1 : 0,
    ...newLanguage(seen.language, conversation.language),
  });
  await announce(options.publish, clientId, conversationId, [visitor, ...replies], handoff ? reason : null);
  return {
    messages: [visitor, ...replies].map(toWireMessage),
    conversation: { status: 'active', escalated: conversation.isEscalated || reason !== null },
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
  const handoff = conversation.isEscalated
    ? null
    : await handOver(clientId, conversationId, reason, ai, conversation.isTest);
  if (handoff) await announce(options.publish, clientId, conversationId, [handoff], reason);
  return {
    messages: handoff ? [toWireMessage(handoff)] : [],
    conversation: { status: 'active' as const, escalated: true },
  };
}

/**
 * Marks the conversation escalated exactly once (a conditional patch, so two racing requests count
 * one escalation), counts it for the month, and tells the visitor a person will reply (in `words`
 * when the turn has its own, such as the note to a visitor writing in another language).
 */
async function handOver(
  clientId: string,
  conversationId: string,
  reason: string,
  ai: Pick<TenantAiSettings, 'personality' | 'conversationHistory'>,
  isTest = false,
  words?: string | null,
) {
  try {
    await db()
      .entities.conversation.patch({ clientId, id: conversationId })
      .set({ isEscalated: true, escalationReason: reason, escalatedAt: new Date().toISOString() })
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
    await Promise.all([bumpCounter(clientId, 'escalations'), recordEscalated(clientId)]);
  }
  return storeMessage(
    clientId,
    conversationId,
    { senderType: 'ai', content: words || AGENT_WORDING[ai.personality].handoff },
    ai,
  );
}

/**
 * The visitor's language, or unknown (null, not foreign) if identification is unavailable: it is an extra,
 * and a language module that failed to load (e.g. missing from a Lambda package, out of memory) must not
 * turn a stored visitor message into a 500.
 */
async function judgeLanguage(
  language: ReturnType<typeof loadLanguage>,
  content: string,
  model: { languages(): Promise<readonly string[]> },
): Promise<LanguageJudgement> {
  try {
    return (await language).judgeMessage(content, await model.languages());
  } catch (err) {
    rootLogger.error('language identification unavailable; the turn goes on without it', { err });
    // never foreign, so the note is never asked for
    return { language: null, foreign: false, note: () => '' };
  }
}

/** The visitor's language to record: only a confident one, and only when it changed. */
const newLanguage = (seen: string | null, recorded?: string) => (seen && seen !== recorded ? { language: seen } : {});

async function touch(
  clientId: string,
  conversationId: string,
  at: string,
  extra: { lowConfidenceStreak?: number; language?: string },
) {
  await db()
    .entities.conversation.patch({ clientId, id: conversationId })
    .set({ lastMessageAt: at, ...extra })
    .go();
}
