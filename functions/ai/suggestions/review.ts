/**
 * The last screen between any AI provider's suggested phrases and the trainer: the phrase rules
 * (phrase-rules.ts), then the engine itself. A phrase the tenant's own model would route to another
 * intent would teach the two intents to overlap, so it is dropped however well it reads.
 */
import { type IntentModel, type TrainingIntent, trainIntentModel } from '../engine';
import { type ScreenReason, screenPhrases } from './phrase-rules';

export type DropReason = ScreenReason | 'routing';

export interface ReviewedSuggestions {
  kept: string[];
  rejected: { phrase: string; reason: DropReason }[];
}

/**
 * A reviewer over the tenant's intents as the chat would route between them. The model is trained on
 * the first review that needs it and reused for the rest (AI Optimize reviews many intents at once).
 */
export function suggestionReviewer(intents: readonly TrainingIntent[]) {
  let model: IntentModel | undefined;
  const byId = new Map(intents.map((i) => [i.id, i]));
  return function review(intentId: string, candidates: readonly string[], limit = Infinity): ReviewedSuggestions {
    const own = byId.get(intentId);
    const { kept: screened, rejected } = screenPhrases(own?.phrases ?? [], candidates);
    const kept: string[] = [];
    const out: ReviewedSuggestions['rejected'] = [...rejected];
    for (const phrase of screened) {
      if (kept.length >= limit) break;
      model ??= trainIntentModel(
        intents.map(({ id, phrases, title, description }) => ({ id, phrases, title, description })),
      );
      if (model.match(phrase).best?.intentId === intentId) kept.push(phrase);
      else out.push({ phrase, reason: 'routing' });
    }
    return { kept, rejected: out };
  };
}
