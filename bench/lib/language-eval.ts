/** Measures of the visitor-language check (functions/ai/language) shared by bench/languages.ts and its test. */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeMessage, tenantLanguages } from '../../functions/ai/language';
import { parseCsv } from './csv';

const here = dirname(fileURLToPath(import.meta.url));
export const BANKING77_DIR = resolve(here, '../../../shared/datasets/banking77');
export const MULTILINGUAL_CSV = resolve(here, '../data/multilingual-questions.csv');

export interface MultilingualQuestion {
  /** ISO 639-1 of the language it is written in. */
  lang: string;
  /** ISO 15924 script: Hindi is in the set both in Devanagari and in Latin letters. */
  script: string;
  text: string;
}

export function loadMultilingual(file = MULTILINGUAL_CSV): MultilingualQuestion[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const at = (name: string) => header.indexOf(name);
  return rows
    .filter((r) => r.length === header.length)
    .map((r) => ({ lang: r[at('lang')], script: r[at('script')], text: r[at('text')] }));
}

/**
 * English questions against an English tenant: how many the check calls foreign (each would be a wrong
 * handoff if the engine also missed it, so this is an upper bound on the false-escalation rate) and how
 * many it records a language for at all, and how many it would record as another language.
 */
export function falseForeign(messages: readonly string[], tenant: readonly string[]) {
  let foreign = 0;
  let identified = 0;
  let otherRecorded = 0;
  const examples: string[] = [];
  for (const text of messages) {
    const judged = judgeMessage(text, tenant);
    if (judged.language) identified++;
    if (judged.language && !tenant.includes(judged.language)) otherRecorded++;
    if (judged.foreign) {
      foreign++;
      if (examples.length < 5) examples.push(text);
    }
  }
  return { total: messages.length, foreign, identified, otherRecorded, examples };
}

/** ELD names Indonesian 'ms' (it has no Indonesian of its own); counted right, as the reply reads the same. */
const SAME: Record<string, string> = { id: 'ms' };

/** Per language (and script), how many questions are named right and how many are called foreign to `tenant`. */
export function multilingualAccuracy(questions: readonly MultilingualQuestion[], tenant: readonly string[]) {
  const groups = new Map<string, { total: number; exact: number; foreign: number; wrong: string[] }>();
  for (const q of questions) {
    const key = `${q.lang}-${q.script}`;
    const g = groups.get(key) ?? { total: 0, exact: 0, foreign: 0, wrong: [] };
    const judged = judgeMessage(q.text, tenant);
    g.total++;
    if (judged.language === (SAME[q.lang] ?? q.lang)) g.exact++;
    else g.wrong.push(judged.language ?? 'none');
    if (judged.foreign) g.foreign++;
    groups.set(key, g);
  }
  const sum = (k: 'total' | 'exact' | 'foreign') => [...groups.values()].reduce((n, g) => n + g[k], 0);
  return { groups, total: sum('total'), exact: sum('exact'), foreign: sum('foreign') };
}

export { tenantLanguages };
