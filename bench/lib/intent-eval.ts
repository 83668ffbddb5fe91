/**
 * The measurements of `npm run bench:intents` and bench/answer-levels.ts: tenant scenarios drawn from a
 * labelled dataset, every message matched once (lexical, or with phrase and message embeddings from a
 * `Vectors` lookup), and the answer-or-hand-over decision read off those matches at any threshold.
 *
 * For one message the engine's best intent and its confidence give one of three outcomes:
 *   answered right  - in scope, best intent is the label, confidence >= threshold
 *   answered wrong  - confidence >= threshold but the best intent is not the label (in scope), or any
 *                     answer to an out-of-scope message (counted apart, as 1 - out-of-scope handed over)
 *   handed over     - confidence below the threshold (the agent says it is not sure / a person takes over)
 */
import { DEFAULT_CONFIDENCE_THRESHOLD, type TrainingIntent, trainIntentModel } from '../../functions/ai/engine';
import { SemanticIndex } from '../../functions/ai/engine/semantic';
import type { LabelledText } from './csv';
import { holdOutCategories } from './dataset';
import { mulberry32, shuffled } from './rng';

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

/** One tenant: its intents, questions they cover (labelled) and questions they do not. */
export interface Scenario {
  intents: TrainingIntent[];
  inScope: LabelledText[];
  outOfScope: string[];
}

/** One matched message. */
export interface Outcome {
  inScope: boolean;
  right: boolean;
  confidence: number;
}

export function match(scenario: Scenario, vectors: Vectors): Outcome[] {
  const m = trainFor(scenario.intents, vectors);
  return [
    ...scenario.inScope.map((q) => {
      const best = m(q.text).best;
      return { inScope: true, right: best?.intentId === q.category, confidence: best?.confidence ?? 0 };
    }),
    ...scenario.outOfScope.map((t) => ({ inScope: false, right: false, confidence: m(t).best?.confidence ?? 0 })),
  ];
}

/** Shares of in-scope messages (top1, right, wrong, handedOver: the last three sum to 1) and of out-of-scope ones handed over. */
export interface Decision {
  top1: number;
  right: number;
  wrong: number;
  handedOver: number;
  oosHandedOver: number;
}

/** Answered when the confidence reaches the threshold, or when another rule says so (bench/sibling-tenants.ts). */
export function decide(outcomes: readonly Outcome[], threshold?: number): Decision;
export function decide<O extends Pick<Outcome, 'inScope' | 'right'>>(
  outcomes: readonly O[],
  rule: (o: O) => boolean,
): Decision;
export function decide(
  outcomes: readonly Outcome[],
  by: number | ((o: Outcome) => boolean) = DEFAULT_CONFIDENCE_THRESHOLD,
): Decision {
  const answered = typeof by === 'number' ? (o: Outcome) => o.confidence >= by : by;
  let n = 0;
  let top = 0;
  let right = 0;
  let wrong = 0;
  let oos = 0;
  let oosHanded = 0;
  for (const o of outcomes) {
    const answers = answered(o);
    if (!o.inScope) {
      oos++;
      if (!answers) oosHanded++;
      continue;
    }
    n++;
    if (o.right) top++;
    if (answers && o.right) right++;
    else if (answers) wrong++;
  }
  return {
    top1: top / n,
    right: right / n,
    wrong: wrong / n,
    handedOver: (n - right - wrong) / n,
    oosHandedOver: oos > 0 ? oosHanded / oos : Number.NaN,
  };
}

/** Field-wise median of per-seed decisions. */
export function medianDecision(ds: readonly Decision[]): Decision {
  const f = (k: keyof Decision) => median(ds.map((d) => d[k]));
  return {
    top1: f('top1'),
    right: f('right'),
    wrong: f('wrong'),
    handedOver: f('handedOver'),
    oosHandedOver: f('oosHandedOver'),
  };
}

/** `size` = 0: every intent but 10 held out (their questions are the uncovered ones). */
export const ALL_INTENTS = 0;
const HELD_OUT = 10;
/** Episodes per seed for a tenant size: enough messages that a seed's figure is stable. */
const episodesFor = (size: number) => (size === ALL_INTENTS ? 1 : Math.max(2, Math.round(120 / size)));

/**
 * A dataset's tenants of `size` intents with k training phrases each (drawn from `train`), for one seed.
 * In scope: the test questions of the tenant's intents; out of scope: as many test questions of intents
 * it does not have (same domain: the hardest case) — for ALL_INTENTS, those of 10 held-out intents.
 */
export function datasetScenarios(
  train: Map<string, string[]>,
  testByCat: Map<string, string[]>,
  k: number,
  size: number,
  seed: number,
): Scenario[] {
  const categories = [...train.keys()];
  const rand = mulberry32(seed * 7727 + size * 31 + k);
  const phrasesOf = (id: string) => shuffled(train.get(id)!, rand).slice(0, k);
  const questions = (ids: Iterable<string>) =>
    [...ids].flatMap((id) => (testByCat.get(id) ?? []).map((text) => ({ text, category: id })));
  if (size === ALL_INTENTS) {
    const held = holdOutCategories(categories, HELD_OUT, seed + 100);
    const kept = categories.filter((c) => !held.has(c));
    return [
      {
        intents: kept.map((id) => ({ id, phrases: phrasesOf(id) })),
        inScope: questions(kept),
        outOfScope: questions(held).map((q) => q.text),
      },
    ];
  }
  return Array.from({ length: episodesFor(size) }, () => {
    const chosen = shuffled(categories, rand).slice(0, size);
    const inScope = questions(chosen);
    const others = questions(categories.filter((c) => !chosen.includes(c)));
    return {
      intents: chosen.map((id) => ({ id, phrases: phrasesOf(id) })),
      inScope,
      outOfScope: shuffled(others, rand)
        .slice(0, inScope.length)
        .map((q) => q.text),
    };
  });
}

/** The clinic FAQ (bench/data/clinic-faq.json): its 15 intents with k of their phrases (seeded), paraphrases, unrelated questions. */
export interface ClinicData {
  intents: { id: string; title: string; phrases: string[]; tests: string[] }[];
  outOfDomain: string[];
}
export function clinicScenario(clinic: ClinicData, k: number, seed: number): Scenario {
  const rand = mulberry32(seed * 13 + k);
  return {
    intents: clinic.intents.map((it) => ({ id: it.id, phrases: shuffled(it.phrases, rand).slice(0, k) })),
    inScope: clinic.intents.flatMap((it) => it.tests.map((text) => ({ text, category: it.id }))),
    outOfScope: clinic.outOfDomain,
  };
}

/**
 * A FAQ imported as one-phrase intents (bench/data/intent-faq-one-phrase.json): each question is an
 * intent whose only phrase is the question; its paraphrases are asked. `size` questions (seeded; 0 = all);
 * out of scope: the FAQ's unanswered questions and the paraphrases of the questions left out.
 */
export interface FaqData {
  questions: { id: string; question: string; paraphrases: string[] }[];
  outOfScope: string[];
}
export function faqScenario(faq: FaqData, size: number, seed: number): Scenario {
  const chosen =
    size === ALL_INTENTS ? faq.questions : shuffled(faq.questions, mulberry32(seed * 101 + size)).slice(0, size);
  const left = faq.questions.filter((q) => !chosen.includes(q));
  return {
    intents: chosen.map((q) => ({ id: q.id, phrases: [q.question] })),
    inScope: chosen.flatMap((q) => q.paraphrases.map((text) => ({ text, category: q.id }))),
    outOfScope: [...faq.outOfScope, ...left.flatMap((q) => q.paraphrases)],
  };
}

export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
export function median(xs: readonly number[]): number {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
