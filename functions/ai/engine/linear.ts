/**
 * Multinomial logistic regression (softmax) over sparse word/bigram TF-IDF vectors,
 * trained with plain SGD for a few epochs.
 *
 * Why only word features: nearest-phrase and centroid similarity already exploit the
 * ~100 character n-grams per message; the linear model's job is to learn *which words
 * discriminate* between intents (it pushes down words shared by confusable intents and up
 * the ones unique to one). Words+bigrams give ~20 non-zeros per phrase instead of ~150,
 * which keeps a dense [feature x intent] matrix small (a few thousand words x 200 intents)
 * and training in the tens of milliseconds.
 * Few-shot data is linearly separable, so a fixed small number of epochs with a decaying
 * step is the regulariser (no explicit L2).
 */
import type { SparseVector } from './vectorizer';

export interface SoftmaxTrainingOptions {
  epochs: number;
  learningRate: number;
  /** Deterministic RNG for the example order, so retraining gives the same model. */
  rand: () => number;
}

export class SoftmaxClassifier {
  /** Row-major [feature][class] so the inner loop over classes is contiguous memory. */
  private readonly w: Float32Array;
  readonly classCount: number;

  constructor(featureCount: number, classCount: number) {
    this.classCount = classCount;
    this.w = new Float32Array(featureCount * classCount);
  }

  /** out[c] = P(class c | x). `out` is caller-owned so predicting allocates nothing. */
  probabilities(x: SparseVector, out: Float32Array): void {
    const C = this.classCount;
    const w = this.w;
    out.fill(0);
    for (let i = 0; i < x.ids.length; i++) {
      const base = x.ids[i] * C;
      const v = x.vals[i];
      for (let c = 0; c < C; c++) out[c] += v * w[base + c];
    }
    let max = -Infinity;
    for (let c = 0; c < C; c++) if (out[c] > max) max = out[c];
    let sum = 0;
    for (let c = 0; c < C; c++) {
      out[c] = Math.exp(out[c] - max);
      sum += out[c];
    }
    for (let c = 0; c < C; c++) out[c] /= sum;
  }

  train(xs: readonly SparseVector[], ys: Int32Array, opts: SoftmaxTrainingOptions): void {
    const C = this.classCount;
    const w = this.w;
    const g = new Float32Array(C);
    const active = new Int32Array(C);
    const order = Int32Array.from(xs.keys());
    for (let epoch = 0; epoch < opts.epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(opts.rand() * (i + 1));
        const t = order[i];
        order[i] = order[j];
        order[j] = t;
      }
      const lr = opts.learningRate / (1 + epoch);
      for (let k = 0; k < order.length; k++) {
        const n = order[k];
        const x = xs[n];
        this.probabilities(x, g);
        g[ys[n]] -= 1; // d(cross-entropy)/d(logits) = p - onehot(y)
        // Once the model is confident most gradient entries are ~0; updating only the
        // classes with a non-negligible gradient makes later epochs several times cheaper.
        let na = 0;
        for (let c = 0; c < C; c++) if (g[c] > 1e-4 || g[c] < -1e-4) active[na++] = c;
        for (let i = 0; i < x.ids.length; i++) {
          const base = x.ids[i] * C;
          const v = x.vals[i] * lr;
          for (let a = 0; a < na; a++) {
            const c = active[a];
            w[base + c] -= v * g[c];
          }
        }
      }
    }
  }
}
