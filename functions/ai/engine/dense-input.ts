/**
 * The trained softmax's input when the intents have phrase vectors (issue 34): the sparse word/bigram
 * TF-IDF vector (unit length, linear.ts) with the sentence vector's leading `dims` dimensions appended as
 * more features (engine.ts TUNING.denseDims: 128 of the static table's 256 PCA-ordered dimensions scored
 * within 0.1 point of all 256 at half the training cost; OpenAI's vectors are ordered by importance too).
 *
 * Why: nearest-phrase and centroid cosines only ask which intent's phrases the message is closest to; a
 * softmax trained on the vectors learns which of their directions tell the tenant's intents apart, and
 * trained jointly with the words it learns where the two agree and where one knows better. On train-split
 * validation sets (bench/intent-sweep.ts, k = 10, every intent, seeds 1-3) this raised top-1 from 78.2 % to
 * 80.4 % on BANKING77 and from 78.8 % to 80.2 % on HWU64 (test splits, bench:intents: 79.6 -> 81.0 % and
 * 77.4 -> 78.5 %). Tried and not kept: a second softmax over the vectors alone, blended into the ranking
 * (about half a point less), input dropout while training (-0.3 to -1), starting each intent's weights at
 * its mean input (no gain at 2 or 4 epochs).
 *
 * The vector is centred on the mean of the tenant's phrase vectors and normalised again: every sentence of
 * one tenant shares a large common direction (the table's vectors are sums of word rows), which carries no
 * information about the intent and slows plain SGD without a bias term (+0.2-0.5 points). Its scale is
 * the sparse part's (1): larger scales let the vector drown the words (scale 2: -1 to -2 points).
 */
import type { SparseVector } from './vectorizer';

export class DenseInput {
  private readonly mean: Float32Array;

  /** `offset`: the first feature id after the sparse space's; `phraseVectors`: the tenant's, for the mean. */
  constructor(
    private readonly offset: number,
    readonly dims: number,
    private readonly scale: number,
    phraseVectors: readonly Float32Array[],
  ) {
    this.mean = new Float32Array(dims);
    const usable = phraseVectors.filter((v) => usableVector(v, dims));
    for (const v of usable) for (let i = 0; i < dims; i++) this.mean[i] += v[i];
    if (usable.length > 0) for (let i = 0; i < dims; i++) this.mean[i] /= usable.length;
  }

  get featureCount(): number {
    return this.offset + this.dims;
  }

  /** `sparse` followed by the centred, normalised, scaled `vector`. */
  append(sparse: SparseVector, vector: Float32Array): SparseVector {
    const n = sparse.ids.length;
    const ids = new Int32Array(n + this.dims);
    const vals = new Float32Array(n + this.dims);
    ids.set(sparse.ids);
    vals.set(sparse.vals);
    let sq = 0;
    for (let i = 0; i < this.dims; i++) {
      const x = vector[i] - this.mean[i];
      ids[n + i] = this.offset + i;
      vals[n + i] = x;
      sq += x * x;
    }
    // a vector with nothing in it (the table knows no word of "?!" or an emoji) or a broken one says
    // nothing: its part stays zero rather than pointing at minus the tenant's mean (or NaN everywhere)
    const k = sq > 0 && Number.isFinite(sq) && usableVector(vector, this.dims) ? this.scale / Math.sqrt(sq) : 0;
    for (let i = n; i < n + this.dims; i++) vals[i] = k === 0 ? 0 : vals[i] * k;
    return { ids, vals };
  }
}

/** Finite and not all zero in its leading `dims` dimensions. */
function usableVector(v: Float32Array, dims: number): boolean {
  let any = false;
  for (let i = 0; i < dims; i++) {
    if (!Number.isFinite(v[i])) return false;
    if (v[i] !== 0) any = true;
  }
  return any;
}
