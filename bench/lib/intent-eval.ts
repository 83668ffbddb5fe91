/**
 * The measurements of `npm run bench:intents`, each for one trained model, with or without phrase and
 * message embeddings (a `Vectors` lookup; without it the engine is lexical, as in the product offline).
 */
import { DEFAULT_CONFIDENCE_THRESHOLD, type TrainingIntent, trainIntentModel } from '../../functions/ai/engine';
import { SemanticIndex } from '../../functions/ai/engine/semantic';
import type { LabelledText } from './csv';

export type Vectors = Map<string, Float32Array> | null;

export const withVectors = (intents: readonly TrainingIntent[], vectors: Vectors): TrainingIntent[] =>
  intents.map((it) => (vectors ? { ...it, phraseVectors: it.phrases.map((p) => vectors.get(p)!) } : it));

export function trainFor(intents: readonly TrainingIntent[], vectors: Vectors) {
  const model = trainIntentModel(withVectors(intents, vectors));
  return (text: string) => model.match(text, vectors?.get(text));
}

/** Share of messages whose best intent is their label (threshold ignored). */
export function top1(intents: readonly TrainingIntent[], messages: readonly LabelledText[], vectors: Vectors): number {
  const match = trainFor(intents, vectors);
  return messages.filter((m) => match(m.text).best?.intentId === m.category).length / messages.length;
}

/** Embeddings alone: the intent with the highest nearest-phrase + centroid cosine. */
export function semanticTop1(
  intents: readonly TrainingIntent[],
  messages: readonly LabelledText[],
  vectors: Map<string, Float32Array>,
): number {
  const index = SemanticIndex.build(
    intents.map((it) => it.phrases.map((p) => vectors.get(p)!)),
    intents.map((it) => it.phrases.length),
  )!;
  const near = new Float32Array(intents.length);
  const cent = new Float32Array(intents.length);
  let ok = 0;
  for (const m of messages) {
    index.score(vectors.get(m.text)!, near, cent);
    let best = 0;
    for (let c = 1; c < intents.length; c++) if (near[c] + cent[c] > near[best] + cent[best]) best = c;
    if (intents[best].id === m.category) ok++;
  }
  return ok / messages.length;
}

export interface ThresholdOutcome {
  /** In-scope messages answered with the right intent at or above the threshold. */
  inScopeAccuracy: number;
  /** In-scope messages whose best intent is right, whatever its confidence. */
  top1: number;
  /** Out-of-scope messages below the threshold (handed over / "not sure"). */
  oosRecall: number;
}

/** The answer-or-hand-over decision on in-scope and out-of-scope messages. */
export function atThreshold(
  intents: readonly TrainingIntent[],
  inScope: readonly LabelledText[],
  outOfScope: readonly string[],
  vectors: Vectors,
  threshold = DEFAULT_CONFIDENCE_THRESHOLD,
): ThresholdOutcome {
  const match = trainFor(intents, vectors);
  let right = 0;
  let answeredRight = 0;
  for (const m of inScope) {
    const best = match(m.text).best;
    if (best?.intentId !== m.category) continue;
    right++;
    if (best.confidence >= threshold) answeredRight++;
  }
  const rejected = outOfScope.filter((t) => {
    const best = match(t).best;
    return !best || best.confidence < threshold;
  }).length;
  return {
    inScopeAccuracy: answeredRight / inScope.length,
    top1: right / inScope.length,
    oosRecall: rejected / outOfScope.length,
  };
}

export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
