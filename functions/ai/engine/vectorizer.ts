/**
 * TF-IDF feature space learned from the training phrases.
 *
 * Each feature group (words, bigrams, chars) is weighted with sublinear tf (1 + ln tf) times
 * a smoothed idf, L2-normalised on its own, then scaled by sqrt(groupWeight). With group
 * weights summing to 1 the dot product of two vectors is therefore a weighted average of
 * per-group cosines, which keeps scores in [0, 1] and easy to reason about.
 *
 * Features never seen in training are not stored (nothing can match them) but they still
 * count towards the message's norm: a message full of unknown words must look *less*
 * similar to everything, which is what pushes gibberish below the confidence threshold.
 */
import { extractFeatures, type FeatureBags } from './features';

export interface SparseVector {
  ids: Int32Array;
  vals: Float32Array;
}

export interface Vectorized {
  vec: SparseVector;
  bags: FeatureBags;
}

export interface GroupWeights {
  words: number;
  bigrams: number;
  chars: number;
}

type GroupName = keyof GroupWeights;
const GROUPS: readonly GroupName[] = ['words', 'bigrams', 'chars'];

export class FeatureSpace {
  /** feature string -> id, one map per group; ids are unique across groups. */
  private readonly vocab: Record<GroupName, Map<string, number>>;
  /** idf per feature id. */
  readonly idf: Float32Array;
  /** idf a feature would get with df = 0; used for out-of-vocabulary features. */
  private readonly unseenIdf: number;
  private readonly scale: Record<GroupName, number>;
  readonly size: number;

  constructor(docs: readonly FeatureBags[], weights: GroupWeights) {
    this.vocab = { words: new Map(), bigrams: new Map(), chars: new Map() };
    const df: number[] = [];
    for (const doc of docs) {
      for (const g of GROUPS) {
        if (weights[g] === 0) continue;
        const vocab = this.vocab[g];
        for (const key of doc[g].keys()) {
          let id = vocab.get(key);
          if (id === undefined) {
            id = df.length;
            vocab.set(key, id);
            df.push(0);
          }
          df[id]++;
        }
      }
    }
    const n = docs.length;
    this.size = df.length;
    this.idf = new Float32Array(df.length);
    // Smoothed idf (as in scikit-learn): never zero, so words present in every phrase
    // still contribute a little instead of vanishing.
    for (let i = 0; i < df.length; i++) this.idf[i] = Math.log((1 + n) / (1 + df[i])) + 1;
    this.unseenIdf = Math.log(1 + n) + 1;
    const total = weights.words + weights.bigrams + weights.chars;
    this.scale = {
      words: Math.sqrt(weights.words / total),
      bigrams: Math.sqrt(weights.bigrams / total),
      chars: Math.sqrt(weights.chars / total),
    };
  }

  /** Is this stemmed token part of the training vocabulary? */
  wordId(token: string): number | undefined {
    return this.vocab.words.get(token);
  }

  idfOfWord(token: string): number {
    const id = this.vocab.words.get(token);
    return id === undefined ? this.unseenIdf : this.idf[id];
  }

  vectorize(message: string): Vectorized {
    const bags = extractFeatures(message);
    return { vec: this.vectorizeBags(bags), bags };
  }

  vectorizeBags(bags: FeatureBags): SparseVector {
    const ids: number[] = [];
    const vals: number[] = [];
    for (const g of GROUPS) {
      if (this.scale[g] === 0) continue;
      const vocab = this.vocab[g];
      const start = ids.length;
      let sq = 0;
      for (const [key, tf] of bags[g]) {
        const id = vocab.get(key);
        const w = (1 + Math.log(tf)) * (id === undefined ? this.unseenIdf : this.idf[id]);
        sq += w * w;
        if (id !== undefined) {
          ids.push(id);
          vals.push(w);
        }
      }
      if (sq > 0) {
        const k = this.scale[g] / Math.sqrt(sq);
        for (let i = start; i < vals.length; i++) vals[i] *= k;
      }
    }
    return { ids: Int32Array.from(ids), vals: Float32Array.from(vals) };
  }
}
