/**
 * Issue 17 part 5 on a fixed set of 30 intents from six kinds of business (bench/data): every phrase the
 * offline provider suggests, through AI Enhance and AI Optimize and the review after them, must read as
 * a customer would write it and must route to its own intent. The grammar checks here are written apart
 * from the product's rules (phrase-rules.ts) on purpose, so a gap in those rules does not hide itself.
 */
import { readFileSync } from 'node:fs';
import { trainIntentModel } from '../engine';
import { localProvider } from '../providers/local';
import { paraphraseCandidates } from '../providers/local-paraphrase';
import { suggestionReviewer } from './review';

interface BenchIntent {
  id: string;
  title: string;
  phrases: string[];
  response: string;
}
const INTENTS: BenchIntent[] = JSON.parse(
  readFileSync(new URL('../../../bench/data/suggestion-intents.json', import.meta.url), 'utf8'),
);
/** What the Training Center shows and asks for (functions/core/intents/intent-training.ts). */
const SHOWN = 6;
const ASKED = 10;

const training = INTENTS.map(({ id, title, phrases }) => ({ id, title, phrases }));
const review = suggestionReviewer(training);
const model = trainIntentModel(training);

/** Independent, simple grammar checks: the name of each one a phrase fails. */
function grammarFailures(phrase: string): string[] {
  const failures: string[] = [];
  const words = phrase.toLowerCase().match(/[a-z0-9'-]+/g) ?? [];
  if (!/^[A-Z0-9]/.test(phrase)) failures.push('first word not capitalised');
  if (/(^|\s)i(\s|'|$)/.test(phrase)) failures.push('lower-case "i"');
  if (/^(what|how|when|where|why|who|which|can|could|do|does|is|are)\b/i.test(phrase) !== phrase.endsWith('?'))
    failures.push('question mark');
  if (/^please,? (do|does|can|could|is|are|will|would)\b/i.test(phrase)) failures.push('"please do you"');
  const howMuch = phrase.match(/how much (do|does) (.+?) (\w+)\?$/i);
  if (howMuch) {
    const [, aux, subject, verb] = howMuch;
    const plural = /[^s]s$/i.test(subject) || /^(you|they|we)$/i.test(subject);
    if (!/^(cost|charge)$/i.test(verb)) failures.push('"how much … cost"');
    if ((aux.toLowerCase() === 'do') !== plural) failures.push('"how much do/does" agreement');
  }
  if (/^what('s| is) (your|the) (\w+ )?\w+[^s]s\?$/i.test(phrase)) failures.push('"what is" + plural');
  if (words.some((w, i) => i > 0 && w === words[i - 1])) failures.push('doubled word');
  if (/\b(a|an|the|and|or|my|your|of|to)\??$/i.test(phrase)) failures.push('dangling last word');
  return failures;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('offline training suggestions on 30 intents (bench/data/suggestion-intents.json)', () => {
  const enhanced = new Map<string, string[]>();
  const optimized = new Map<string, string[]>();

  beforeAll(async () => {
    for (const intent of INTENTS) {
      const candidates = await localProvider.enhancePhrases({ ...intent, description: '' }, ASKED);
      enhanced.set(intent.id, review(intent.id, candidates, SHOWN).kept);
    }
    const { existingIntentImprovements } = await localProvider.optimizeTraining({
      intents: INTENTS.map((i) => ({ ...i, description: '' })),
      missed: [],
    });
    for (const imp of existingIntentImprovements)
      optimized.set(imp.intentId, review(imp.intentId, imp.suggestedPhrases, SHOWN).kept);
  });

  it('has 30 intents across at least six businesses', () => {
    expect(INTENTS).toHaveLength(30);
    expect(new Set(INTENTS.map((i) => i.id.split('-')[0])).size).toBeGreaterThanOrEqual(6);
  });

  it('suggests grammatical, sentence-case phrases that are new and route to their own intent', () => {
    const bad: string[] = [];
    for (const intent of INTENTS) {
      const own = new Set(intent.phrases.map((p) => p.toLowerCase()));
      for (const phrase of [...(enhanced.get(intent.id) ?? []), ...(optimized.get(intent.id) ?? [])]) {
        const failures = grammarFailures(phrase);
        if (own.has(phrase.toLowerCase().replace(/\?$/, ''))) failures.push('repeats an existing phrase');
        const routed = model.match(phrase).best?.intentId;
        if (routed !== intent.id) failures.push(`routed to ${routed}`);
        if (failures.length) bad.push(`${intent.id}: "${phrase}" (${failures.join(', ')})`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('leaves every intent something to review (mean ≥ 3 of the 6 shown, none empty)', () => {
    const counts = INTENTS.map((i) => enhanced.get(i.id)?.length ?? 0);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(mean(counts)).toBeGreaterThanOrEqual(3);
    expect(optimized.size).toBeGreaterThan(0);
  });

  it('reports what survives and what each rule dropped', () => {
    const dropped: Record<string, number> = {};
    let candidates = 0;
    const survivors = INTENTS.map((intent) => {
      const all = paraphraseCandidates(intent.phrases);
      candidates += all.length;
      const { kept, rejected } = review(intent.id, all);
      for (const r of rejected) dropped[r.reason] = (dropped[r.reason] ?? 0) + 1;
      return kept.length;
    });
    const shown = INTENTS.map((i) => enhanced.get(i.id)?.length ?? 0);
    const opt = [...optimized.values()].map((p) => p.length);
    console.log(
      [
        `suggestions on ${INTENTS.length} intents: ${candidates} candidates, ${survivors.reduce((a, b) => a + b, 0)} survive review`,
        `  survivors per intent (all candidates): mean ${mean(survivors).toFixed(1)}, min ${Math.min(...survivors)}`,
        `  AI Enhance (≤ ${SHOWN} shown): mean ${mean(shown).toFixed(1)}, min ${Math.min(...shown)}`,
        `  AI Optimize (${opt.length} weak intents): mean ${mean(opt).toFixed(1)}, min ${Math.min(...opt)}`,
        `  dropped by rule: ${JSON.stringify(dropped)}`,
      ].join('\n'),
    );
    expect(dropped.duplicate).toBeGreaterThan(0);
  });
});
