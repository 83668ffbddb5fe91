import { loadavg } from 'node:os';
import { median } from './plain-site';

/**
 * Repeats for benches on a shared, noisy machine: each figure is measured in ≥ 3 rounds with the
 * one-minute load average taken at that round, and reported as the median of the rounds beside the
 * loads it ran at (so a reader can tell a slow figure from a busy machine).
 */
export const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));

export const load1 = () => Math.round(loadavg()[0] * 100) / 100;

export interface Round<K extends string> {
  round: number;
  load: number;
  figures: Record<K, number>;
}

/** The median of each figure across rounds, and the loads of those rounds. */
export function summarize<K extends string>(rounds: Round<K>[]): { medians: Record<K, number>; loads: number[] } {
  const keys = Object.keys(rounds[0]?.figures ?? {}) as K[];
  const medians = Object.fromEntries(keys.map((k) => [k, median(rounds.map((r) => r.figures[k]))])) as Record<
    K,
    number
  >;
  return { medians, loads: rounds.map((r) => r.load) };
}

export const ms = (x: number) => `${x.toFixed(1)} ms`;
export const round1 = (x: number) => Math.round(x * 10) / 10;
