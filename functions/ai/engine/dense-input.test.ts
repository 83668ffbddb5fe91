import { describe, expect, it } from 'vitest';
import { DenseInput } from './dense-input';

const sparse = { ids: Int32Array.from([3, 7]), vals: Float32Array.from([0.6, 0.8]) };

describe('DenseInput', () => {
  it('appends the leading dimensions after the sparse features, centred on the phrases’ mean and normalised to the scale', () => {
    const phrases = [Float32Array.from([1, 0, 0]), Float32Array.from([0, 1, 0])];
    const input = new DenseInput(10, 2, 2, phrases);
    expect(input.featureCount).toBe(12);
    const x = input.append(sparse, Float32Array.from([1, 0, 5]));
    expect([...x.ids]).toEqual([3, 7, 10, 11]);
    // (1, 0) - mean (0.5, 0.5) = (0.5, -0.5): unit length is (0.707, -0.707), times the scale 2
    expect(x.vals[0]).toBeCloseTo(0.6);
    expect(x.vals[1]).toBeCloseTo(0.8);
    expect(x.vals[2]).toBeCloseTo(Math.SQRT2);
    expect(x.vals[3]).toBeCloseTo(-Math.SQRT2);
  });

  it('leaves the sparse vector as it was, and gives zeros for the mean itself', () => {
    const phrases = [Float32Array.from([0.6, 0.8])];
    const x = new DenseInput(10, 2, 1, phrases).append(sparse, Float32Array.from([0.6, 0.8]));
    expect([...sparse.ids]).toEqual([3, 7]);
    expect([...x.vals.subarray(2)]).toEqual([0, 0]);
  });

  it('gives zeros for an empty or broken message vector, and leaves broken phrase vectors out of the mean', () => {
    const phrases = [Float32Array.from([1, 0]), Float32Array.from([Number.NaN, 1]), Float32Array.from([0, 0])];
    const input = new DenseInput(10, 2, 1, phrases);
    expect([...input.append(sparse, Float32Array.from([0, 0])).vals.subarray(2)]).toEqual([0, 0]);
    expect([...input.append(sparse, Float32Array.from([Number.NaN, 1])).vals.subarray(2)]).toEqual([0, 0]);
    // the mean is (1, 0), from the one usable phrase: (0, 1) - (1, 0) normalised
    const x = input.append(sparse, Float32Array.from([0, 1]));
    expect(x.vals[2]).toBeCloseTo(-Math.SQRT1_2);
    expect(x.vals[3]).toBeCloseTo(Math.SQRT1_2);
  });
});
