/** Loading labelled CSVs and drawing reproducible k-shot / out-of-scope splits. */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TrainingIntent } from '../../functions/ai/engine';
import { type LabelledText, parseLabelledCsv } from './csv';
import { mulberry32, shuffled } from './rng';

export function loadLabelledCsv(path: string): LabelledText[] {
  return parseLabelledCsv(readFileSync(path, 'utf8'));
}

export function groupByCategory(rows: readonly LabelledText[]): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const r of rows) {
    let list = by.get(r.category);
    if (!list) {
      list = [];
      by.set(r.category, list);
    }
    list.push(r.text);
  }
  // Sorted keys make every split independent of file row order.
  return new Map([...by.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export interface KShotSample {
  intents: TrainingIntent[];
  /** Training rows not sampled, per category (used as a validation set when fitting). */
  rest: Map<string, string[]>;
}

/** k phrases per category, drawn with a fixed seed. */
export function sampleKShot(
  byCategory: Map<string, string[]>,
  k: number,
  seed: number,
  categories?: readonly string[],
): KShotSample {
  const rand = mulberry32(seed);
  const intents: TrainingIntent[] = [];
  const rest = new Map<string, string[]>();
  for (const [id, texts] of byCategory) {
    const s = shuffled(texts, rand); // shuffle every category so the RNG stream is stable
    if (categories && !categories.includes(id)) continue;
    intents.push({ id, phrases: s.slice(0, k) });
    rest.set(id, s.slice(k));
  }
  return { intents, rest };
}

/** Deterministic choice of `count` categories to hold out as unseen (out-of-scope). */
export function holdOutCategories(categories: readonly string[], count: number, seed: number): Set<string> {
  return new Set(shuffled(categories, mulberry32(seed * 7919 + 17)).slice(0, count));
}

/**
 * Where a public intent dataset lives: ../shared/datasets beside the repository (the main checkout), or
 * PARLEY_DATASETS, or /work/shared/datasets (a worktree sits one level deeper).
 */
export function datasetDir(repoRoot: string, name: string): string {
  const candidates = [
    process.env.PARLEY_DATASETS,
    resolve(repoRoot, '../shared/datasets'),
    resolve(repoRoot, '../../shared/datasets'),
  ].filter((d): d is string => !!d);
  return resolve(candidates.find((d) => existsSync(d)) ?? candidates[0], name);
}
