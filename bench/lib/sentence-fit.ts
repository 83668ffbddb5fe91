/**
 * Step 6 of bench/distill-static-embeddings.ts, the way model2vec's "tokenlearn" distils: the rows of
 * words embedded alone are fitted so that a sentence's sum of rows points where the encoder's vector of
 * the WHOLE sentence points. Sparse ridge least squares, one problem per dimension sharing one matrix:
 *
 *   minimise ||A T - Y||² + λ ||T - T0||²
 *
 * A: sentences × rows (the multiplier each row has in the sentence's sum, static-embedder.ts), T0: the
 * rows before, Y: the encoder's sentence vectors in the table's space, each scaled to the length the
 * sentence's sum has with T0 (the fit moves directions; the rows' frequency weights keep their scale).
 * Rows no sentence uses keep T0. Solved by conjugate gradients on the normal equations
 * (AᵀA + λI) T = AᵀY + λT0.
 */
import { join } from 'node:path';
import { loadLabelledCsv } from './dataset';

/**
 * The sentences: the TRAIN splits of the named intent datasets (never their test splits, which
 * bench:intents scores). Tried and not kept (2026-11-27): ~17,500 prose sentences from the READMEs under
 * node_modules as generic English. Alone they made the table worse (semantic-only k = 10 top-1 BANKING77
 * 71.2 -> 69.8 %, HWU64 67.2 -> 66.7 %), and beside BANKING77 they cut what a fit on BANKING77 gives HWU64
 * (67.2 -> 69.0 % with them, 71.5 % without): documentation is not how visitors ask.
 */
export function sentenceCorpus(sources: readonly string[], datasets: string): string[] {
  const out = new Set<string>();
  for (const source of sources)
    for (const { text } of loadLabelledCsv(join(datasets, source, 'train.csv'))) out.add(text);
  return [...out];
}

export function fitToSentences(
  t0: readonly Float32Array[],
  sentences: readonly (readonly [row: number, k: number][])[],
  targets: readonly Float32Array[],
  lambda: number,
  iterations: number,
): Float32Array[] {
  const D = t0[0].length;
  // only the rows some sentence uses are unknowns; `local` numbers them
  const local = new Map<number, number>();
  for (const s of sentences) for (const [r] of s) if (!local.has(r)) local.set(r, local.size);
  const V = local.size;
  const A = sentences.map((s) => s.map(([r, k]) => [local.get(r)!, k] as const));
  const x0 = new Float64Array(V * D);
  for (const [r, i] of local) for (let d = 0; d < D; d++) x0[i * D + d] = t0[r][d];
  // Y: each target's direction at the length A x0 has for its sentence
  const S = A.length;
  const Y = new Float64Array(S * D);
  const sum = new Float64Array(D);
  A.forEach((row, s) => {
    sum.fill(0);
    for (const [i, k] of row) for (let d = 0; d < D; d++) sum[d] += k * x0[i * D + d];
    const len = Math.hypot(...sum);
    const t = targets[s];
    const tl = Math.hypot(...t);
    if (len > 0 && tl > 0) for (let d = 0; d < D; d++) Y[s * D + d] = (t[d] / tl) * len;
  });
  const apply = (x: Float64Array, out: Float64Array) => {
    // out = Aᵀ(A x) + λ x
    for (let j = 0; j < out.length; j++) out[j] = lambda * x[j];
    A.forEach((row) => {
      sum.fill(0);
      for (const [i, k] of row) for (let d = 0; d < D; d++) sum[d] += k * x[i * D + d];
      for (const [i, k] of row) for (let d = 0; d < D; d++) out[i * D + d] += k * sum[d];
    });
  };
  // b = AᵀY + λ x0
  const b = new Float64Array(V * D);
  A.forEach((row, s) => {
    for (const [i, k] of row) for (let d = 0; d < D; d++) b[i * D + d] += k * Y[s * D + d];
  });
  for (let j = 0; j < b.length; j++) b[j] += lambda * x0[j];
  // conjugate gradients, every dimension its own step sizes
  const x = Float64Array.from(x0);
  const r = new Float64Array(V * D);
  apply(x, r);
  for (let j = 0; j < r.length; j++) r[j] = b[j] - r[j];
  const p = Float64Array.from(r);
  const q = new Float64Array(V * D);
  const rr = dots(r, r, V, D);
  const r0 = rr.reduce((a, v) => a + v, 0);
  for (let it = 0; it < iterations; it++) {
    apply(p, q);
    const pq = dots(p, q, V, D);
    for (let j = 0; j < x.length; j++) {
      const d = j % D;
      const alpha = pq[d] > 0 ? rr[d] / pq[d] : 0;
      x[j] += alpha * p[j];
      r[j] -= alpha * q[j];
    }
    const next = dots(r, r, V, D);
    for (let j = 0; j < p.length; j++) {
      const d = j % D;
      p[j] = r[j] + (rr[d] > 0 ? next[d] / rr[d] : 0) * p[j];
    }
    rr.set(next);
    if (it % 10 === 9)
      console.log(
        `  CG ${it + 1}: residual ${(Math.sqrt(rr.reduce((a, v) => a + v, 0) / r0) * 100).toFixed(2)} % of the first`,
      );
  }
  console.log(`fitted ${V} of ${t0.length} rows to ${S} sentences (lambda ${lambda})`);
  return t0.map((row, r) => {
    const i = local.get(r);
    return i === undefined ? row : Float32Array.from(x.subarray(i * D, (i + 1) * D));
  });
}

function dots(a: Float64Array, b: Float64Array, V: number, D: number): Float64Array {
  const out = new Float64Array(D);
  for (let i = 0; i < V; i++) for (let d = 0; d < D; d++) out[d] += a[i * D + d] * b[i * D + d];
  return out;
}
