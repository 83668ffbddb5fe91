import { WEAK_CONFIDENCE } from '@shared/constants';
import { tokenize } from '../engine';
import { STOP_WORDS } from '../engine/stopwords';
import { paraphrase } from './local-paraphrase';
import type { AiProvider, IntentForAi, MissedForAi, OptimizeResult } from './types';

/** Weak = matched with low average confidence (WEAK_CONFIDENCE), or too few phrases to generalise from. */
const MIN_PHRASES = 5;
const SIMILARITY_TO_JOIN = 0.34;

// the engine's list, stemmed like the tokens it filters
const words = (s: string) => new Set(tokenize(s).filter((w) => !STOP_WORDS.has(w)));
function jaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter || 1);
}

/** Greedy single-pass clustering of missed questions by shared content words, busiest first. */
export function clusterMissed(missed: MissedForAi[]) {
  const clusters: { words: Set<string>; items: MissedForAi[] }[] = [];
  for (const m of [...missed].sort((a, b) => b.frequency - a.frequency)) {
    const w = words(m.userQuery);
    const home = clusters.find((c) => jaccard(c.words, w) >= SIMILARITY_TO_JOIN);
    if (home) {
      home.items.push(m);
      for (const x of w) home.words.add(x);
    } else clusters.push({ words: w, items: [m] });
  }
  return clusters.map((c) => ({ ...c, frequency: c.items.reduce((n, i) => n + i.frequency, 0) }));
}

function titleFor(items: MissedForAi[]): string {
  const counts = new Map<string, number>();
  for (const i of items) for (const w of words(i.userQuery)) counts.set(w, (counts.get(w) ?? 0) + i.frequency);
  const top = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([w]) => w);
  const title = top.join(' ') || items[0].userQuery.slice(0, 40);
  return title.charAt(0).toUpperCase() + title.slice(1);
}

export const localProvider: AiProvider = {
  name: 'local',
  async enhancePhrases(intent: IntentForAi, count: number) {
    return paraphrase(intent.phrases, count);
  },
  async optimizeTraining({ intents, missed }): Promise<OptimizeResult> {
    const newIntentSuggestions = clusterMissed(missed)
      .filter((c) => c.frequency >= 2 || c.items.length >= 2)
      .slice(0, 10)
      .map((c) => ({
        title: titleFor(c.items),
        description: `Visitors asked this ${c.frequency} time${c.frequency === 1 ? '' : 's'} and the agent could not answer.`,
        phrases: c.items.slice(0, 20).map((i) => i.userQuery),
        suggestedResponse: '',
        frequency: c.frequency,
      }));
    const existingIntentImprovements = intents
      .filter(
        (i) => ((i.matchCount ?? 0) > 0 && (i.avgConfidence ?? 1) < WEAK_CONFIDENCE) || i.phrases.length < MIN_PHRASES,
      )
      .slice(0, 20)
      .map((i) => ({
        intentId: i.id,
        title: i.title,
        reason:
          i.phrases.length < MIN_PHRASES
            ? `Only ${i.phrases.length} training phrase${i.phrases.length === 1 ? '' : 's'}; ${MIN_PHRASES}+ varied phrases match more reliably.`
            : `Average match confidence is ${Math.round((i.avgConfidence ?? 0) * 100)}%; more varied phrases will raise it.`,
        // more than the trainer is shown: the review after every provider may route some elsewhere
        suggestedPhrases: paraphrase(i.phrases, 10),
      }));
    return { newIntentSuggestions, existingIntentImprovements };
  },
};
