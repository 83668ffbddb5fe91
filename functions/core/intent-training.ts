import { MAX_PHRASES_PER_INTENT } from '../../shared/constants';
import { listMissedIntents } from '../ai/intent-matcher';
import { aiProvider } from '../ai/providers';
import { ConflictError } from '../kit/errors';
import { addPhrases, allIntents, getIntent } from './intents';
import { countAiCall } from './platform-metrics';

const ENHANCE_COUNT = 5;

/** The offline provider as a zero-cost one in AI Cost Optimization (OpenAI counts itself, openai-json.ts). */
const countLocal = (provider: string) => (provider === 'local' ? countAiCall('local', 'offline') : undefined);

/**
 * AI Enhance: new paraphrases are added to the intent's training phrases through the same append as
 * "Add phrases"; `enhancedPhrases` are the ones that were really added.
 */
export async function enhanceIntent(clientId: string, id: string) {
  const intent = await getIntent(clientId, id);
  // checked before the provider call too, so a full intent costs no AI request
  const room = MAX_PHRASES_PER_INTENT - intent.phrases.length;
  if (room <= 0)
    throw new ConflictError(`This intent already has the maximum of ${MAX_PHRASES_PER_INTENT} training phrases`);
  const provider = await aiProvider();
  const suggested = await provider.enhancePhrases(intent, Math.min(ENHANCE_COUNT, room));
  await countLocal(provider.name);
  const { addedPhrases, intent: updated } = await addPhrases(clientId, id, suggested);
  return { enhancedPhrases: addedPhrases, intent: updated, provider: provider.name };
}

export async function optimizeTraining(clientId: string) {
  const [intents, missed, provider] = await Promise.all([
    allIntents(clientId),
    listMissedIntents(clientId),
    aiProvider(),
  ]);
  const result = await provider.optimizeTraining({
    intents: intents.map((i) => ({
      ...i,
      avgConfidence: i.matchCount ? (i.confidenceSum ?? 0) / i.matchCount : undefined,
    })),
    missed: missed.map((m) => ({ userQuery: m.userQuery, frequency: m.frequency })),
  });
  await countLocal(provider.name);
  return {
    ...result,
    provider: provider.name,
    missedIntentCount: missed.length,
    // listMissedIntents sorts by frequency, so these are the most asked
    missedQuestions: missed.slice(0, 20).map((m) => ({ userQuery: m.userQuery, frequency: m.frequency })),
  };
}
