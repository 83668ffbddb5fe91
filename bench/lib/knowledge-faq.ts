/**
 * bench/data/knowledge-faq.json: three invented businesses' FAQs with customer questions written apart from
 * the answers (tuning and held out); knowledge-faq-extra.json: two more, evaluated only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KnowledgeChunk } from '../../functions/core/knowledge/search-chunk';
import { datasetDir, loadLabelledCsv } from './dataset';
import { mulberry32, shuffled } from './rng';

export interface FaqEntry {
  q: string;
  a: string;
  /** Customer questions: [0] tunes the rule, [1] is held out (the extra file: all evaluated only). */
  asks: string[];
}
export interface FaqBusiness {
  id: string;
  name: string;
  faq: FaqEntry[];
  outOfScope: string[];
}

const dataDir = resolve(dirname(fileURLToPath(import.meta.url)), '../data');

/**
 * Unrelated traffic for the knowledge benches: BANKING77's test questions in one fixed shuffle (seed 33);
 * the first 100 ride with the tuned and held-out sets, the next 50 with the extra set.
 */
export function unrelatedQuestions(repoRoot: string): string[] {
  const csv = resolve(datasetDir(repoRoot, 'banking77'), 'test.csv');
  if (!existsSync(csv)) throw new Error(`BANKING77 test.csv not found at ${csv} (../shared/datasets)`);
  return shuffled(
    loadLabelledCsv(csv).map((r) => r.text),
    mulberry32(33),
  );
}

export const loadFaqBusinesses = (file = 'knowledge-faq.json'): FaqBusiness[] =>
  JSON.parse(readFileSync(resolve(dataDir, file), 'utf8')).businesses;

/** A question,answer CSV imported as Q&A chunks (the chunk's text: the question, then the answer). */
export function qaChunks(
  clientId: string,
  faq: readonly { q: string; a: string }[],
  title = 'FAQ.csv',
): KnowledgeChunk[] {
  return faq.map((e, i) => ({
    clientId,
    sourceId: 'faq-csv',
    id: `qa-${i}`,
    sourceKind: 'qa',
    title,
    question: e.q,
    answer: e.a,
    text: `${e.q}\n${e.a}`,
    hash: String(i),
  }));
}
