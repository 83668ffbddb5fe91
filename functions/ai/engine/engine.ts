/**
 * Training and matching.
 *
 * Three complementary scorers share one feature extraction pass per message:
 *   1. nearest phrase: max cosine to the intent's training phrases over words+bigrams+char
 *      n-grams (precise when the user paraphrases one specific example),
 *   2. centroid: cosine to the normalised mean of the intent's phrases (robust when the
 *      message mixes words from several examples; the strongest single signal few-shot),
 *   3. a word-level softmax regression (learns which words *discriminate* intents); with phrase vectors it
 *      reads the sentence vector too (dense-input.ts), so it learns which of the embedding's directions
 *      tell the tenant's intents apart instead of only asking which phrases are closest.
 * They are blended linearly to rank intents; the top two get a calibrated confidence
 * (see calibration.ts). Similarities come from inverted indexes over precomputed,
 * L2-normalised sparse vectors, and all per-match buffers are allocated once at training.
 */
import { type ConfidenceSignals, calibratedConfidence } from './calibration';
import { DenseInput } from './dense-input';
import { extractFeatures, type FeatureBags } from './features';
import { InvertedIndex } from './inverted-index';
import { SoftmaxClassifier } from './linear';
import { SemanticIndex } from './semantic';
import { STOP_WORDS } from './stopwords';
import type { IntentModel, MatchResult, TrainingIntent } from './types';
import { FeatureSpace, type GroupWeights, type SparseVector } from './vectorizer';

/**
 * Group weights for the similarity space: words carry meaning, char n-grams carry
 * robustness to typos/inflection, bigrams a little word order. Chosen by a sweep on a
 * BANKING77 train-split validation set (not the test set).
 */
const SIMILARITY_GROUPS: GroupWeights = { words: 0.4, bigrams: 0.15, chars: 0.45 };
const LINEAR_GROUPS: GroupWeights = { words: 0.7, bigrams: 0.3, chars: 0 };

/** The engine's tunable constants (bench/intent-sweep.ts measures other values on train-split validation sets). */
export interface EngineTuning {
  /** Blend of the three lexical scorers for ranking. */
  blendNearest: number;
  blendCentroid: number;
  blendLinear: number;
  /** Weights of the semantic cosines (semantic.ts) in the ranking blend, when the intents have phrase vectors. */
  semanticNearest: number;
  semanticCentroid: number;
  /** Scale of the sentence vector appended to the softmax's input (dense-input.ts). */
  denseScale: number;
  /** How many of the vector's leading dimensions the softmax reads. */
  denseDims: number;
  /** Passes over the training phrases and the initial step (decays linearly to 0; see linear.ts), words only ... */
  linearEpochs: number;
  linearLearningRate: number;
  /** ... and with the sentence vector appended: denseDims more non-zeros per phrase, so smaller steps (step
   * 2.5: -0.1, 3 or 4 in 6 epochs: -0.3 to -0.6 points). Its forward pass over every intent is most of the
   * training time: 4 epochs train a 200 x 10 model in about twice the words-only time (bench:intents) and
   * score 0.25 point below 6 epochs on validation. */
  semanticEpochs: number;
  semanticLearningRate: number;
}

export const TUNING: EngineTuning = {
  // The softmax is peaky, so it dominates when confident and the cosines break ties when it is not.
  blendNearest: 0.1,
  blendCentroid: 0.2,
  blendLinear: 1,
  // With the vector in the softmax (issue 34) the cosines matter less: nearest at 0.5 and no centroid
  // were best on validation (centroid 1: -0.3 to -0.7 points; nearest 1: within 0.4); before, 1 and 1.
  semanticNearest: 0.5,
  semanticCentroid: 0,
  denseScale: 1,
  denseDims: 128,
  linearEpochs: 4,
  linearLearningRate: 4,
  semanticEpochs: 4,
  semanticLearningRate: 1.5,
};

/** Per-candidate signals, exposed for calibration fitting and debugging. */
export interface CandidateSignals {
  intentIndex: number;
  score: number;
  signals: ConfidenceSignals;
}

export interface IntentScorer {
  readonly intentIds: readonly string[];
  /** Whether phrase vectors were given for every intent (see TrainingIntent.phraseVectors). */
  readonly semantic: boolean;
  /** Top two intents with their raw signals; empty array for a blank message/empty model. */
  explain(message: string, messageVector?: Float32Array): CandidateSignals[];
}

/** Tiny deterministic LCG: retraining the same intents must give the same model. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function centroidOf(vectors: readonly SparseVector[]): SparseVector {
  const acc = new Map<number, number>();
  for (const v of vectors)
    for (let i = 0; i < v.ids.length; i++) acc.set(v.ids[i], (acc.get(v.ids[i]) ?? 0) + v.vals[i]);
  let sq = 0;
  for (const x of acc.values()) sq += x * x;
  const k = sq > 0 ? 1 / Math.sqrt(sq) : 0;
  const ids = new Int32Array(acc.size);
  const vals = new Float32Array(acc.size);
  let i = 0;
  for (const [id, x] of acc) {
    ids[i] = id;
    vals[i++] = x * k;
  }
  return { ids, vals };
}

export function trainIntentScorer(intents: readonly TrainingIntent[], tuning: EngineTuning = TUNING): IntentScorer {
  const C = intents.length;
  const intentIds = intents.map((it) => it.id);
  const rowBags: FeatureBags[] = [];
  const rowIntent: number[] = [];
  /** Each row's phrase vector (none for a title). */
  const rowDense: (Float32Array | undefined)[] = [];
  intents.forEach((it, c) => {
    const texts = it.title ? [...it.phrases, it.title] : it.phrases;
    texts.forEach((text, i) => {
      const bags = extractFeatures(text);
      if (bags.tokens.length === 0) return; // blank phrases would only dilute the centroid
      rowBags.push(bags);
      rowIntent.push(c);
      rowDense.push(it.phraseVectors?.[i]);
    });
  });
  const rowIntentArr = Int32Array.from(rowIntent);

  const space = new FeatureSpace(rowBags, SIMILARITY_GROUPS);
  const wordSpace = new FeatureSpace(rowBags, LINEAR_GROUPS);
  const rowVecs = rowBags.map((b) => space.vectorizeBags(b));
  const rowWordVecs = rowBags.map((b) => wordSpace.vectorizeBags(b));

  const perIntent: SparseVector[][] = intents.map(() => []);
  for (let r = 0; r < rowVecs.length; r++) perIntent[rowIntent[r]].push(rowVecs[r]);
  const phraseIndex = new InvertedIndex(rowVecs, space.size);
  const centroidIndex = new InvertedIndex(perIntent.map(centroidOf), space.size);

  const semanticIndex = SemanticIndex.build(
    intents.map((it) => it.phraseVectors),
    intents.map((it) => it.phrases.length),
  );

  // With phrase vectors the softmax reads words and the sentence vector together (dense-input.ts); the
  // words-only softmax is then trained only if a message comes without a vector (the embedder failed).
  const dense = semanticIndex
    ? new DenseInput(
        wordSpace.size,
        Math.min(tuning.denseDims, semanticIndex.dims),
        tuning.denseScale,
        rowDense.filter((v): v is Float32Array => !!v),
      )
    : null;
  let semanticLinear: SoftmaxClassifier | null = null;
  if (dense) {
    semanticLinear = new SoftmaxClassifier(dense.featureCount, C);
    semanticLinear.train(
      rowWordVecs.map((v, r) => (rowDense[r] ? dense.append(v, rowDense[r]) : v)),
      rowIntentArr,
      { epochs: tuning.semanticEpochs, learningRate: tuning.semanticLearningRate, rand: lcg(77) },
    );
  }
  let linear: SoftmaxClassifier | null = null;
  const lexicalLinear = () => {
    if (!linear) {
      linear = new SoftmaxClassifier(wordSpace.size, C);
      linear.train(rowWordVecs, rowIntentArr, {
        epochs: tuning.linearEpochs,
        learningRate: tuning.linearLearningRate,
        rand: lcg(77),
      });
    }
    return linear;
  };
  if (!dense) lexicalLinear();

  // Vocabulary per intent (stemmed words, including the description) for the coverage signal.
  const vocab: Set<string>[] = intents.map(() => new Set());
  rowBags.forEach((b, r) => {
    for (const t of b.tokens) vocab[rowIntent[r]].add(t);
  });
  intents.forEach((it, c) => {
    if (it.description) for (const t of extractFeatures(it.description).tokens) vocab[c].add(t);
  });

  // Scratch buffers reused by every match (JS is single-threaded, so this is safe).
  const rowScores = new Float32Array(rowVecs.length);
  const centroidScores = new Float32Array(C);
  const nearest = new Float32Array(C);
  const linearProbs = new Float32Array(C);
  const blended = new Float32Array(C);
  const ranking = new Float32Array(C);
  const semNearest = new Float32Array(C);
  const semCentroid = new Float32Array(C);

  function coverage(tokens: readonly string[], c: number): number {
    let known = 0;
    let total = 0;
    for (const t of tokens) {
      const w = wordSpace.idfOfWord(t);
      total += w;
      if (vocab[c].has(t)) known += w;
    }
    return total > 0 ? known / total : 0;
  }

  /** Share of the message's content words (stop words removed) in the intent's vocabulary. */
  function contentCoverage(tokens: readonly string[], c: number, fallback: number): number {
    let known = 0;
    let total = 0;
    for (const t of tokens) {
      if (STOP_WORDS.has(t)) continue;
      total++;
      if (vocab[c].has(t)) known++;
    }
    return total > 0 ? known / total : fallback;
  }

  return {
    intentIds,
    semantic: semanticIndex !== null,
    explain(message: string, messageVector?: Float32Array): CandidateSignals[] {
      if (C === 0 || rowVecs.length === 0) return [];
      const bags = extractFeatures(message);
      if (bags.tokens.length === 0) return [];
      const useSemantic = semanticIndex !== null && messageVector?.length === semanticIndex.dims;
      if (useSemantic) semanticIndex.score(messageVector, semNearest, semCentroid);
      const vec = space.vectorizeBags(bags);
      phraseIndex.dotAll(vec, rowScores);
      centroidIndex.dotAll(vec, centroidScores);
      const words = wordSpace.vectorizeBags(bags);
      if (useSemantic && dense && semanticLinear)
        semanticLinear.probabilities(dense.append(words, messageVector), linearProbs);
      else lexicalLinear().probabilities(words, linearProbs);
      nearest.fill(0);
      for (let r = 0; r < rowScores.length; r++) {
        const c = rowIntentArr[r];
        if (rowScores[r] > nearest[c]) nearest[c] = rowScores[r];
      }
      // the top three: two for the calibrated decision, the third as extra ground for a generated answer
      let first = -1;
      let second = -1;
      let third = -1;
      // the leaders of each signal alone, for how far behind them a candidate ranks (its "lag")
      let lexLeader = 0;
      let semLeader = 0;
      for (let c = 0; c < C; c++) {
        blended[c] =
          tuning.blendNearest * nearest[c] +
          tuning.blendCentroid * centroidScores[c] +
          tuning.blendLinear * linearProbs[c];
        ranking[c] = useSemantic
          ? blended[c] + tuning.semanticNearest * semNearest[c] + tuning.semanticCentroid * semCentroid[c]
          : blended[c];
        if (blended[c] > blended[lexLeader]) lexLeader = c;
        if (useSemantic && semNearest[c] + semCentroid[c] > semNearest[semLeader] + semCentroid[semLeader])
          semLeader = c;
        if (first < 0 || ranking[c] > ranking[first]) {
          third = second;
          second = first;
          first = c;
        } else if (second < 0 || ranking[c] > ranking[second]) {
          third = second;
          second = c;
        } else if (third < 0 || ranking[c] > ranking[third]) third = c;
      }
      const out: CandidateSignals[] = [];
      for (const c of [first, second, third].filter((x) => x >= 0)) {
        // Margins are taken against the final ranking (issue 34): the leader against the runner-up, every
        // other candidate against the leader. With the semantic signal the ranking score includes the
        // cosines, and the calibration (calibration.ts) has the semantic features and their own margins, so
        // an intent the embeddings promote is judged on both signals rather than on the lexical ones alone.
        const other = c === first ? second : first;
        const cov = coverage(bags.tokens, c);
        out.push({
          intentIndex: c,
          score: ranking[c],
          signals: {
            nearest: nearest[c],
            centroid: centroidScores[c],
            linear: linearProbs[c],
            margin: ranking[c] - (other >= 0 ? ranking[other] : 0),
            coverage: cov,
            content: contentCoverage(bags.tokens, c, cov),
            intentCount: C,
            semantic: useSemantic
              ? {
                  nearest: semNearest[c],
                  centroid: semCentroid[c],
                  nearestMargin: semNearest[c] - (other >= 0 ? semNearest[other] : 0),
                  centroidMargin: semCentroid[c] - (other >= 0 ? semCentroid[other] : 0),
                  // the two signals disagree when the final ranking's choice is not either signal's own leader
                  lexicalLag: blended[lexLeader] - blended[c],
                  semanticLag: semNearest[semLeader] + semCentroid[semLeader] - semNearest[c] - semCentroid[c],
                }
              : null,
          },
        });
      }
      return out;
    },
  };
}

export function trainIntentModel(intents: TrainingIntent[]): IntentModel {
  const scorer = trainIntentScorer(intents);
  return {
    intentCount: intents.length,
    semantic: scorer.semantic,
    match(message: string, messageVector?: Float32Array): MatchResult {
      const cands = scorer.explain(message, messageVector);
      const ranked = cands.map((cand) => ({
        intentId: scorer.intentIds[cand.intentIndex],
        confidence: calibratedConfidence(cand.signals),
      }));
      return { best: ranked[0] ?? null, runnerUp: ranked[1] ?? null, ranked };
    },
  };
}
