import { MAX_PHRASES_PER_INTENT } from '@shared/constants';
import { providerFor } from '../../ai/providers';
import { suggestionReviewer } from '../../ai/suggestions/review';
import { ConflictError, NotFoundError } from '../../base/errors';
import { asksForPerson } from '../chat/escalation';
import { listMissedIntents } from '../chat/intent-matcher';
import { countAiCall } from '../metrics/platform-metrics';
import { aiContext } from '../platform/ai-context';
import { allIntents } from './intents';

/** Phrases a trainer reviews at once, and how many more the provider is asked for in case some are dropped. */
const SUGGESTED = 6;
const SPARE = 4;

/** The offline provider as a zero-cost one in AI Cost Optimization (OpenAI counts itself, openai-json.ts). */
const countLocal = (provider: string) => (provider === 'local' ? countAiCall('local', 'offline') : undefined);

type StoredIntent = Awaited<ReturnType<typeof allIntents>>[number];

/**
 * Every provider's suggestions pass the same review (review.ts) against the intents the chat routes
 * between (the active ones), plus the intents being improved even if they are switched off.
 */
function reviewerFor(intents: StoredIntent[], improving: ReadonlySet<string>) {
  return suggestionReviewer(
    intents
      .filter((i) => i.isActive || improving.has(i.id))
      .map((i) => ({ id: i.id, phrases: i.phrases, title: i.title, description: i.description })),
  );
}

/**
 * AI Enhance: suggested paraphrases for the trainer to review. Nothing is saved here; the ones the
 * trainer keeps are added with "Add phrases" (POST /api/intents/{id}/phrases).
 */
export async function enhanceIntent(clientId: string, id: string) {
  const intents = await allIntents(clientId);
  const intent = intents.find((i) => i.id === id);
  if (!intent) throw new NotFoundError('Intent');
  // checked before the provider call too, so a full intent costs no AI request
  const room = MAX_PHRASES_PER_INTENT - intent.phrases.length;
  if (room <= 0)
    throw new ConflictError(`This intent already has the maximum of ${MAX_PHRASES_PER_INTENT} training phrases`);
  const provider = providerFor(await aiContext());
  const wanted = Math.min(SUGGESTED, room);
  const candidates = await provider.enhancePhrases(intent, wanted + SPARE);
  await countLocal(provider.name);
  const { kept } = reviewerFor(intents, new Set([id]))(id, candidates, wanted);
  return { enhancedPhrases: kept, provider: provider.name };
}

export async function optimizeTraining(clientId: string) {
  const [intents, stored, provider] = await Promise.all([
    allIntents(clientId),
    listMissedIntents(clientId),
    aiContext().then(providerFor),
  ]);
  // a request for a person is no question to train on (recorded before the pipeline stopped recording them)
  const missed = stored.filter((m) => !asksForPerson(m.userQuery));
  const result = await provider.optimizeTraining({
    intents: intents.map((i) => ({
      ...i,
      avgConfidence: i.matchCount ? (i.confidenceSum ?? 0) / i.matchCount : undefined,
    })),
    missed: missed.map((m) => ({ userQuery: m.userQuery, frequency: m.frequency })),
  });
  await countLocal(provider.name);
  const review = reviewerFor(intents, new Set(result.existingIntentImprovements.map((i) => i.intentId)));
  return {
    ...result,
    existingIntentImprovements: result.existingIntentImprovements.map((improvement) => ({
      ...improvement,
      suggestedPhrases: review(improvement.intentId, improvement.suggestedPhrases, SUGGESTED).kept,
    })),
    provider: provider.name,
    missedIntentCount: missed.length,
    // listMissedIntents sorts by frequency, so these are the most asked
    missedQuestions: missed.slice(0, 20).map((m) => ({ userQuery: m.userQuery, frequency: m.frequency })),
  };
}
