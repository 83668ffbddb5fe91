import { createHash } from 'node:crypto';
import { AGENT_WORDING } from '@shared/agent-behaviour';
import type { SemanticMatching } from '../../ai/embeddings/types';
import { type IntentModel, normalizeText, trainIntentModel } from '../../ai/engine';
import { loadLanguage } from '../../ai/language/load';
import { isConditionalFailure } from '../../db/errors';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';
import { answerThreshold, type TenantAiSettings, tenantAiSettings } from '../intents/ai-settings';
import { allIntents, recordMatch } from '../intents/intents';
import { isUrgent } from './escalation';

/**
 * The tenant's trained model, cached per Lambda instance and rebuilt when the tenant's intentsVersion
 * moves (every intent create/update/delete bumps it), so every instance sees changes on its next message,
 * or when the platform's embedder changes (the admin enabled OpenAI): phrase vectors of one embedder only.
 */
interface CachedModel {
  version: number;
  /** The embedder the phrase vectors came from; null: a lexical model. */
  embedderId: string | null;
  /** A model left lexical because some intents' vectors could not be had is built again after this time. */
  retryAt?: number;
  model: IntentModel;
  intents: Map<string, { id: string; title: string; response: string; requiresEscalation: boolean }>;
  /** The languages the intents are written in (ai/language), worked out once, when a message first needs them. */
  languages: () => Promise<string[]>;
}
const cache = new Map<string, CachedModel>();
const MAX_CACHED_TENANTS = 200;
/** After a failed fill the model is lexical; the next build (and fill) is tried after this long. */
const RETRY_FILL_MS = 60_000;

/** What the tenant's settings make of a message, read with the model. */
interface TenantAnswering {
  ai: TenantAiSettings;
  /** The confidence a direct intent answer needs: the Training Center's slider position and the AI Config. */
  threshold: number;
  /** This turn's semantic matching (the platform's embedder), or null: lexical. */
  semantic: SemanticMatching | null;
  /** The tenant's knowledge version (core/knowledge/tenant-knowledge.ts): 0, no knowledge. Read with the rest. */
  knowledgeVersion: number;
}
export type TenantModel = CachedModel & TenantAnswering;

/** What the model needs of the client item, read fresh on every message (never cached). */
export const MODEL_TENANT_ATTRIBUTES = ['intentsVersion', 'aiSettings', 'answerLevel', 'knowledgeVersion'] as const;
export type ModelTenant = {
  intentsVersion?: number;
  aiSettings?: unknown;
  answerLevel?: number;
  knowledgeVersion?: number;
};

/**
 * The model, and the tenant's AI Config and answer level (the Training Center's slider) read fresh in
 * the same GetItem (never cached: a change applies at once). `semanticOf` supplies the platform's
 * embedder and vector store (the chat channels pass platformSemantics; injected so a function that matches
 * lexically bundles neither): with them, intents are trained with their phrase vectors, those missing
 * filled in and stored first.
 */
export async function tenantModel(
  clientId: string,
  semanticOf?: () => Promise<SemanticMatching | null>,
  /** The client item with MODEL_TENANT_ATTRIBUTES when the caller reads it anyway (fresh, one GetItem). */
  tenant?: Promise<ModelTenant | null>,
): Promise<TenantModel> {
  const [client, semantic] = await Promise.all([
    tenant ??
      db
        .client()
        .get({ clientId })
        .go({ attributes: [...MODEL_TENANT_ATTRIBUTES] })
        .then((r) => r.data),
    semanticOf ? semanticOf() : null,
  ]);
  const version = client?.intentsVersion ?? 0;
  const ai = tenantAiSettings(client?.aiSettings);
  const threshold = answerThreshold(ai, client?.answerLevel);
  const embedderId = semantic?.embedderId ?? null;
  const knowledgeVersion = client?.knowledgeVersion ?? 0;
  const hit = cache.get(clientId);
  if (hit && hit.version === version && hit.embedderId === embedderId && (hit.retryAt ?? Infinity) > Date.now())
    return { ...hit, ai, threshold, semantic, knowledgeVersion };
  const active = (await allIntents(clientId)).filter((i) => i.isActive);
  const vectors = (await semantic?.phraseVectors(clientId, active)) ?? new Map<string, Float32Array[]>();
  let languages: Promise<string[]> | undefined;
  const built: CachedModel = {
    version,
    embedderId,
    retryAt: semantic && vectors.size < active.length ? Date.now() + RETRY_FILL_MS : undefined,
    model: trainIntentModel(
      active.map((i) => ({
        id: i.id,
        phrases: i.phrases,
        title: i.title,
        description: i.description,
        phraseVectors: vectors.get(i.id),
      })),
    ),
    intents: new Map(
      active.map((i) => [
        i.id,
        { id: i.id, title: i.title, response: i.response, requiresEscalation: i.requiresEscalation },
      ]),
    ),
    languages: () =>
      (languages ??= loadLanguage()
        .then((l) => l.tenantLanguages(active.flatMap((i) => i.phrases)))
        .catch((err) => {
          languages = undefined; // a failed load is not kept for the model's life: the next message tries again
          throw err;
        })),
  };
  if (cache.size >= MAX_CACHED_TENANTS) cache.delete(cache.keys().next().value!);
  cache.set(clientId, built);
  return { ...built, ai, threshold, semantic, knowledgeVersion };
}

/**
 * The least confidence an intent flagged for a person needs for an urgent message to reach it below the
 * threshold. The clinic's emergency intent gets 0.18-0.27 for distress in other words ("severe toothache
 * please help", "help my front tooth cracked and its bleeding"); an intent that merely fills a small
 * tenant's top three gets a few hundredths, and the urgent message is handed over as such instead.
 */
export const URGENT_FLAGGED_FLOOR = 0.1;

/** The default personality's fallback (AI Config → Personality words it otherwise). */
export const FALLBACK_ANSWER = AGENT_WORDING.professional.fallback;

export interface MatchOutcome {
  matched: boolean;
  intentId?: string;
  intentTitle?: string;
  confidence: number;
  runnerUp: { intentId: string; confidence: number } | null;
  response: string;
  requiresEscalation: boolean;
  /** Below the threshold: the best (up to three) intents' answers, the only ground a generated answer may use. */
  ground: { title: string; response: string }[];
  /** The tenant's AI Config as read for this message, for the rest of the turn. */
  ai: TenantAiSettings;
  /** The visitor writes in distress (escalation.ts isUrgent). */
  urgent: boolean;
}

export interface MatchContext {
  conversationId?: string;
  messageId?: string;
  /**
   * The message is no question for the intents (the visitor asks for a person): unmatched, it is not
   * recorded as a missed intent, so AI Optimize does not suggest training the agent on handoff requests.
   */
  notAQuestion?: boolean;
  /**
   * Takes the match's bookkeeping write (the intent's match counter, or the missed intent), not yet sent,
   * instead of sending and awaiting it here, so the caller sends it when its own write allows (the
   * pipeline: beside writeTurn, or after it when a re-run of the same request must not count it twice).
   */
  defer?: (write: () => Promise<unknown>) => void;
  /**
   * Takes the intent's match counter (which intent, at what confidence) instead of it being written here
   * or deferred: the pipeline counts it in the turn's own transaction (issue 30).
   */
  countMatch?: (intentId: string, confidence: number) => void;
}

/**
 * Answer a visitor message from the tenant's intents. Below the confidence threshold (the tenant's
 * answer level, raised in 'accurate' mode) the message is a missed intent (recorded and frequency-counted
 * unless the tenant turned training data updates off) and the visitor gets the fallback answer in the
 * tenant's personality.
 */
export async function matchMessage(clientId: string, message: string, ctx: MatchContext = {}): Promise<MatchOutcome> {
  return matchWithModel(await tenantModel(clientId), clientId, message, ctx);
}

/**
 * The same with the tenant's model already read (the pipeline reads it beside the conversation). A
 * semantic model gets the message embedded once by the model's embedder; if that fails or is slow, the
 * message is matched lexically (logged).
 */
export async function matchWithModel(
  { model, intents, ai, threshold, semantic }: TenantModel,
  clientId: string,
  message: string,
  ctx: MatchContext = {},
): Promise<MatchOutcome> {
  const { best, runnerUp, ranked } = model.match(
    message,
    model.semantic ? await semantic?.messageVector(clientId, message) : undefined,
  );
  const urgent = isUrgent(message);
  // a visitor in distress whose message no intent answers reaches the intent the business flagged for a
  // person among the best three, when the words lean to it at all (issue 34 item 4): never over a
  // confident answer, and not an intent the engine ranks only because a small tenant has few others
  const flagged =
    urgent && best && best.confidence < threshold
      ? ranked.find((r) => r.confidence >= URGENT_FLAGGED_FLOOR && intents.get(r.intentId)?.requiresEscalation)
      : undefined;
  const pick = flagged ?? best;
  const intent = pick ? intents.get(pick.intentId) : undefined;
  if (!pick || !intent || (pick.confidence < threshold && !flagged)) {
    const fallback = AGENT_WORDING[ai.personality].fallback;
    if (ai.trainingDataUpdates && !ctx.notAQuestion) {
      const { defer, notAQuestion: _, ...context } = ctx;
      await bookkeep(defer, () =>
        recordMissedIntent(clientId, message, { ...context, aiResponse: fallback, confidence: best?.confidence ?? 0 }),
      );
    }
    return {
      ai,
      urgent,
      matched: false,
      confidence: best?.confidence ?? 0,
      runnerUp: best,
      response: fallback,
      requiresEscalation: false,
      ground: ranked.flatMap((r) => {
        const i = intents.get(r.intentId);
        // an intent that hands over to a person is no ground for a generated answer
        return i && !i.requiresEscalation ? [{ title: i.title, response: i.response }] : [];
      }),
    };
  }
  if (ctx.countMatch) ctx.countMatch(intent.id, pick.confidence);
  else await bookkeep(ctx.defer, () => recordMatch(clientId, intent.id, pick.confidence));
  return {
    ai,
    urgent,
    matched: true,
    intentId: intent.id,
    intentTitle: intent.title,
    confidence: pick.confidence,
    runnerUp: pick === best ? runnerUp : best,
    response: intent.response,
    requiresEscalation: intent.requiresEscalation,
    ground: [],
  };
}

/** Sends `write` here, or hands it to the caller's `defer`. */
async function bookkeep(defer: MatchContext['defer'], write: () => Promise<unknown>): Promise<void> {
  if (defer) defer(write);
  else await write();
}

/** Priority follows frequency: asked once → low, 2–4 times → medium, 5 or more → high. */
export const priorityFor = (frequency: number) => (frequency >= 5 ? 'high' : frequency >= 2 ? 'medium' : 'low');

/** The same question (after normalisation) lands on the same record, so asking again counts up. */
export const missedQueryKey = (query: string) =>
  createHash('sha256').update(normalizeText(query).replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 32);

export async function recordMissedIntent(
  clientId: string,
  userQuery: string,
  extra: Omit<MatchContext, 'notAQuestion' | 'defer'> & { aiResponse?: string; confidence?: number } = {},
): Promise<void> {
  const queryKey = missedQueryKey(userQuery);
  const entity = db.missedIntent();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const { data } = await entity
        .patch({ clientId, queryKey })
        .add({ frequency: 1 })
        .set(defined({ conversationId: extra.conversationId, messageId: extra.messageId }))
        .go({ response: 'all_new' });
      await entity
        .patch({ clientId, queryKey })
        .set({ priority: priorityFor(data.frequency ?? 1) })
        .go();
      return;
    } catch (err) {
      if (!isConditionalFailure(err)) throw err;
    }
    try {
      await entity
        .create({
          clientId,
          queryKey,
          id: newId(),
          userQuery: userQuery.slice(0, 1000),
          conversationId: extra.conversationId,
          messageId: extra.messageId,
          aiResponse: extra.aiResponse,
          frequency: 1,
          priority: priorityFor(1),
          analysisData: { confidence: extra.confidence ?? 0 },
        })
        .go();
      return;
    } catch (err) {
      if (!isConditionalFailure(err)) throw err; // someone created it meanwhile: count on the next turn
    }
  }
}

export async function listMissedIntents(clientId: string) {
  const { data } = await db.missedIntent().query.byQuery({ clientId }).go({ pages: 'all' });
  return data.filter((m) => !m.isResolved).sort((a, b) => b.frequency - a.frequency);
}

const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export function clearModelCache(): void {
  cache.clear();
}
