import { MAX_PHRASE_LENGTH, MAX_PHRASES_PER_INTENT } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { decodeVectors, encodeVectors } from './codec';

/** Seeded so a failure reproduces: Gaussian coordinates (Box–Muller), scaled to unit length. */
function unitVectors(count: number, dims: number, seed = 17): Float32Array[] {
  let s = seed;
  const rand = () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return (s + 1) / (2 ** 31 + 1);
  };
  return Array.from({ length: count }, () => {
    const v = Float32Array.from(
      { length: dims },
      () => Math.sqrt(-2 * Math.log(rand())) * Math.cos(2 * Math.PI * rand()),
    );
    const n = Math.hypot(...v);
    return v.map((x) => x / n);
  });
}
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i], 0);

describe('phrase vector codec', () => {
  it('round-trips 512-d unit vectors with cosine ≥ 0.999 and unit length', () => {
    const vectors = unitVectors(200, 512);
    const back = decodeVectors(encodeVectors(vectors));
    expect(back).toHaveLength(200);
    const worst = Math.min(...vectors.map((v, i) => cosine(v, back[i])));
    expect(worst).toBeGreaterThanOrEqual(0.999);
    for (const v of back) expect(Math.hypot(...v)).toBeCloseTo(1, 5);
  });

  it('keeps a vector dominated by one coordinate (the worst case for one scale per vector)', () => {
    const v = unitVectors(1, 512)[0].map((x) => x * 0.05);
    v[3] = 1;
    const n = Math.hypot(...v);
    const unit = v.map((x) => x / n);
    expect(cosine(unit, decodeVectors(encodeVectors([unit]))[0])).toBeGreaterThanOrEqual(0.999);
  });

  it('stores an intent at the maximum phrase count well inside DynamoDB’s 400 KB item limit', () => {
    const data = encodeVectors(unitVectors(MAX_PHRASES_PER_INTENT, 512));
    // 688 base64 characters a phrase: 516 bytes (scale + 512 int8) × 4/3
    expect(data.length).toBe(Math.ceil((2 + MAX_PHRASES_PER_INTENT * 516) / 3) * 4);
    // the vectors item also holds its keys, the embedder id and the phrases' hash: < 1 KB
    expect(data.length + 1024).toBeLessThan(400 * 1024);
    // even beside the intent's own text at its limits, were it one item
    expect(data.length + MAX_PHRASES_PER_INTENT * MAX_PHRASE_LENGTH * 4 + 4096).toBeLessThan(400 * 1024);
  });

  it('reads back an empty list', () => {
    expect(decodeVectors(encodeVectors([]))).toEqual([]);
  });
});
