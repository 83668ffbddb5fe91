import { describe, expect, it } from 'vitest';
import { SoftmaxClassifier } from './linear';
import type { SparseVector } from './vectorizer';

const vec = (pairs: [number, number][]): SparseVector => ({
  ids: Int32Array.from(pairs.map(([id]) => id)),
  vals: Float32Array.from(pairs.map(([, v]) => v)),
});

function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

describe('SoftmaxClassifier', () => {
  // 50 classes, each with one private feature and one feature shared with the next class:
  // the model must learn that the private feature discriminates (as the engine relies on).
  const C = 50;
  const xs: SparseVector[] = [];
  const ys: number[] = [];
  for (let c = 0; c < C; c++) {
    for (let r = 0; r < 3; r++) {
      xs.push(
        vec([
          [c, 0.8],
          [C + ((c + r) % C), 0.6],
        ]),
      );
      ys.push(c);
    }
  }
  const model = new SoftmaxClassifier(2 * C, C);
  model.train(xs, Int32Array.from(ys), { epochs: 4, learningRate: 4, rand: lcg(1) });

  it('fits a separable problem in 4 epochs despite the truncated gradient', () => {
    const p = new Float32Array(C);
    for (let c = 0; c < C; c++) {
      model.probabilities(vec([[c, 1]]), p);
      expect(p.indexOf(Math.max(...p))).toBe(c);
    }
  });

  it('returns a probability distribution', () => {
    const p = new Float32Array(C);
    model.probabilities(vec([[C + 3, 1]]), p);
    const sum = p.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 5);
    for (const x of p) expect(x).toBeGreaterThanOrEqual(0);
  });
});
