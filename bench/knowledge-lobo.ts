/**
 * `npx tsx bench/knowledge-lobo.ts`: how wrong is the offline knowledge rule on a business it was not fitted
 * on? Leave one business out over the six tuning businesses (bench/data/knowledge-faq.json, knowledge-faq-
 * more.json, knowledge-faq-home.json): each rule family's thresholds are fitted on the other businesses' TUNED
 * half (the most right with at most `budget` of covered questions wrong and of uncovered ones answered; ties:
 * the more cautious), then the left-out business's tuned half is scored. The family and the in-sample budget
 * the product ships are chosen from these pooled out-of-sample figures (the most right with pooled wrong and
 * uncovered answered both at most 2 %, a third under the 3 % budget); the held-out halves and the extra FAQs
 * (knowledge-faq-extra.json and, since issue 33's second pass, knowledge-faq-fresh.json) are printed for the
 * rules fitted on all tuning businesses, never used to choose.
 *
 * Families (s = the best pair's signals, functions/core/knowledge/answer-decision.ts):
 *   A   margin ≥ m and (coverage ≥ c and recall ≥ r, or coverage = 1 and margin ≥ cm)  (the rule set before)
 *   B   margin ≥ m and coverage ≥ c and recall ≥ r                                       (no escape)
 *   C   margin ≥ m and min(coverage, recall) ≥ s                                          (one share)
 *   K   B, and the pair's key question word (its rarest in the tenant's chunks) is in the message  (shipped)
 *   K2  B, and one of its two rarest question words is;  KT: one in at most a tenth of the chunks is
 *   AK  A, and the key question word is in the message
 * With the static sentence table the chat functions already carry (static-use-lite-v2, the vectors the
 * product's index would hold), and the intent engine:
 *   KA  K, or the agreement way in: the lexical best is also the best by meaning, its mean cosine ≥ s, its
 *       lead in cosine ≥ sm, coverage ≥ c2 (answer-decision.ts isConfident's second way)
 *   KF  K, or the best by the fused rank (FUSIONS) with cosine ≥ s, cosine lead ≥ sm, rank lead ≥ rm,
 *       coverage ≥ c2 (that pair answered)
 *   S   the fused best alone, by the same four
 *   E   the intent engine given the FAQ as one-phrase intents with the table's vectors, confidence ≥ e
 *   KE  K, or the engine's best is the lexical best with confidence ≥ e and coverage ≥ c2
 *
 * Run 2026-11-27 (no timing; six businesses, 142 covered and 349 uncovered tuning questions; one question is
 * 0.7 points), pooled out of sample right / wrong / handed over %, uncovered answered %:
 *   A  1 %: 10.6 / 0.7 / 88.7, 2.3   A  3 %: 17.6 / 2.1 / 80.3, 2.0   B 1 %: 11.3 / 0.7 / 88.0, 2.0
 *   C  1 %:  9.2 / 0.7 / 90.1, 0.6   K  1 %:  9.9 / 0.7 / 89.4, 0.9   K 2 %: 12.7 / 0.7 / 86.6, 2.3
 *   AK 1 %:  9.9 / 0.7 / 89.4, 1.4   K2, KT: no better
 * K at 1 % is the most right within 2 % on both (B at 1 % answers 7 of 349 uncovered, just over); fitted on all
 * six (the same thresholds as on five): margin 0.4, coverage 0.6, recall 0.3. With five businesses the same
 * choice came out (K 1 %: 13.9 / 0.8 / 85.2, 0.7). The worst single business was 1 wrong of 28 (3.6 %).
 *
 * Run 2026-11-27 (issue 33, the key word matched as the search matches words, typos included), the same:
 *   K  1 %: 13.4 / 0.7 / 85.9, 1.1   K  2 %: 14.1 / 0.7 / 85.2, 2.3   AK 1 %: 13.4 / 0.7 / 85.9, 1.1
 *   KA 1 %: 14.8 / 0.7 / 84.5, 1.4   KF 1 %: 11.3 / 0.7 / 88.0, 1.7   KF 2 %: 14.8 / 0.7 / 84.5, 3.2
 *   S  2 %: 11.3 / 0.7 / 88.0, 1.4   E  3 %:  7.0 / 0   / 93.0, 2.6   KE 2 %: 13.4 / 0.7 / 85.9, 2.6
 * (A, B, C as before.) K at 1 % keeps the same thresholds fitted on all six (0.4, 0.6, 0.3). KA at 1 % answers
 * 2 more of 142 out of sample; fitted on all six it answers 1 more tuned question and the same held out (25
 * of 142) and extra (13 of 124, with the fresh FAQ) as K: too little for the table in the index-building function and vectors in
 * every stored index (+25 % stored, ~2x the build at 2,000 pages, bench:knowledge), so K is shipped. The
 * static table's fused ranking puts the right pair first for ~60 % of these questions (the words alone
 * 50-60 %), and an uncovered question's nearest pair is about as close by cosine as a covered question's
 * right one (S answers uncovered questions as soon as it answers a few right): the semantic signals do not
 * separate right from wrong better than the words.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedTextSync, STATIC_EMBEDDER_ID } from '../functions/ai/embeddings/static-embedder';
import { trainIntentModel } from '../functions/ai/engine';
import { type DecisionSignals, decisionSignals, SEARCH_DEPTH } from '../functions/core/knowledge/answer-decision';
import { buildKnowledgeIndex, type KnowledgeHit, type SyncEmbedder } from '../functions/core/knowledge/search-index';
import { type FaqBusiness, loadFaqBusinesses, qaChunks, unrelatedQuestions } from './lib/knowledge-faq';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bankingAll = unrelatedQuestions(repoRoot);

const staticTable: SyncEmbedder = { id: STATIC_EMBEDDER_ID, embed: embedTextSync };

type Split = 'tuned' | 'held out' | 'extra';
/** The semantic readings (the static table, as the product would run it offline). */
interface Semantic {
  /** The lexical index's signals read on an index with the table's vectors (agree, similarity, semanticMargin). */
  s: DecisionSignals;
  /** The best chunk by the fused rank (search-index.ts FUSIONS) and its signals. */
  top: string | null;
  rankMargin: number;
  similarity: number;
  semanticMargin: number;
  coverage: number;
  /** The intent engine given the FAQ as one-phrase intents with the table's vectors: its best and confidence. */
  engineTop: string | null;
  engineConfidence: number;
}
interface Q {
  want: string | null;
  split: Split;
  s: DecisionSignals;
  sem: Semantic;
  /** The best pair's key question word is in the message (search-index.ts keyTermAsked, typos included). */
  key: boolean;
  /** Variants: one of its two rarest question words is; one of its words at most a tenth of the chunks have is. */
  key2: boolean;
  keyTenth: boolean;
}
interface Biz {
  id: string;
  qs: Q[];
}

const answerOf = (h: KnowledgeHit) => h.chunk.answer ?? h.chunk.text;
const meaning = (h: KnowledgeHit) =>
  h.similarity ? ((h.similarity.question ?? h.similarity.answer) + h.similarity.answer) / 2 : 0;

function read(b: FaqBusiness, asked: { text: string; want: string | null; split: Split }[]): Biz {
  const chunks = qaChunks(b.id, b.faq);
  const index = buildKnowledgeIndex(b.id, chunks);
  const withVectors = buildKnowledgeIndex(b.id, chunks, { embedder: staticTable });
  const engine = trainIntentModel(
    b.faq.map((e, i) => ({ id: `qa-${i}`, phrases: [e.q], description: e.a, phraseVectors: [embedTextSync(e.q)] })),
  );
  const semantic = (text: string): Semantic => {
    const hits = withVectors.search(text, SEARCH_DEPTH);
    const t = hits[0];
    const others = t ? hits.filter((h) => answerOf(h) !== answerOf(t)) : [];
    const best = engine.match(text, embedTextSync(text)).best;
    return {
      s: decisionSignals(hits),
      top: t?.chunk.id ?? null,
      rankMargin: t ? t.rank - (others[0]?.rank ?? 0) : 0,
      similarity: t ? meaning(t) : 0,
      semanticMargin: t ? meaning(t) - Math.max(0, ...others.map(meaning)) : 0,
      coverage: t?.coverage ?? 0,
      engineTop: best?.intentId ?? null,
      engineConfidence: best?.confidence ?? 0,
    };
  };
  const df = new Map<string, number>();
  const termsOfChunk = new Map(chunks.map((c) => [c.id, new Set(index.queryTerms(c.text))]));
  for (const ts of termsOfChunk.values()) for (const t of ts) df.set(t, (df.get(t) ?? 0) + 1);
  return {
    id: b.id,
    qs: asked.map((q) => {
      const s = decisionSignals(index.search(q.text, SEARCH_DEPTH));
      const mine = new Set(index.queryTerms(q.text));
      let key = false;
      let key2 = false;
      let keyTenth = false;
      if (s.top?.chunk.question) {
        const qt = index.queryTerms(s.top.chunk.question);
        const counts = qt.map((t) => df.get(t) ?? 1).sort((a, b) => a - b);
        key = s.top.keyTermAsked === true;
        key2 = qt.some((t) => (df.get(t) ?? 1) <= (counts[1] ?? counts[0]) && mine.has(t));
        keyTenth = qt.some((t) => (df.get(t) ?? 1) <= Math.max(2, chunks.length / 10) && mine.has(t));
      }
      return { want: q.want, split: q.split, s, sem: semantic(q.text), key, key2, keyTenth };
    }),
  };
}
const tuning = [
  ...loadFaqBusinesses(),
  ...loadFaqBusinesses('knowledge-faq-more.json'),
  ...loadFaqBusinesses('knowledge-faq-home.json'),
].map((b) =>
  read(b, [
    ...b.faq.flatMap((e, i) => [
      { text: e.asks[0], want: `qa-${i}`, split: 'tuned' as const },
      { text: e.asks[1], want: `qa-${i}`, split: 'held out' as const },
    ]),
    ...[...b.outOfScope, ...bankingAll.slice(0, 100)].map((text, i) => ({
      text,
      want: null,
      split: (i % 2 ? 'held out' : 'tuned') as Split,
    })),
  ]),
);
const extra = [...loadFaqBusinesses('knowledge-faq-extra.json'), ...loadFaqBusinesses('knowledge-faq-fresh.json')].map(
  (b) =>
    read(b, [
      ...b.faq.flatMap((e, i) => e.asks.map((text) => ({ text, want: `qa-${i}`, split: 'extra' as const }))),
      ...[...b.outOfScope, ...bankingAll.slice(100, 150)].map((text) => ({
        text,
        want: null,
        split: 'extra' as const,
      })),
    ]),
);

type Params = Record<string, number>;
interface Family {
  name: string;
  grid: Params[];
  ok: (q: Q, p: Params) => boolean;
  /** The pair answered when ok (default: the lexical best, s.top). */
  pick?: (q: Q, p: Params) => string | null;
}
const cross = (axes: Record<string, number[]>): Params[] =>
  Object.entries(axes).reduce<Params[]>((acc, [k, vs]) => acc.flatMap((p) => vs.map((v) => ({ ...p, [k]: v }))), [{}]);
const rec = (q: Q) => q.s.questionRecall ?? 0;
const OFF = 9;
/** The three shares every shape thresholds: margin, coverage, question recall. */
const SHARES = { m: [0.1, 0.2, 0.3, 0.4, 0.5], c: [0.4, 0.5, 0.6, 0.75, 1], r: [0.3, 0.4, 0.5, 0.6, 0.75, 1] };
/** B: all three shares reached. */
const shares = (q: Q, p: Params) => q.s.margin >= p.m && q.s.coverage >= p.c && rec(q) >= p.r;
/** A: margin, and the shares or the escape (every message word in the pair, at margin cm). */
const sharesOrEscape = (q: Q, p: Params) =>
  q.s.margin >= p.m && ((q.s.coverage >= p.c && rec(q) >= p.r) || (q.s.coverage >= 1 && q.s.margin >= p.cm));
const K_PART = { m: [0.2, 0.3, 0.4], c: [0.5, 0.6, 0.75], r: [0.3, 0.5] };
const keyed = (q: Q, p: Params) => q.key && shares(q, p);
/** The agreement way in (answer-decision.ts isConfident): the lexical best is also the best by meaning. */
const AGREE = { s: [0.4, 0.5, 0.6, 0.7, 0.75, 0.8], sm: [0, 0.05, 0.1, 0.15], c2: [0, 0.34, 0.5] };
const agreement = (q: Q, p: Params) =>
  q.sem.s.agree && q.sem.s.similarity >= p.s && q.sem.s.semanticMargin >= p.sm && q.s.coverage >= p.c2;
/** The fused best on its own: its meaning, its lead in meaning and in fused rank, its words. */
const FUSED = {
  s: [0.4, 0.5, 0.6, 0.7, 0.8],
  sm: [0, 0.05, 0.1, 0.15],
  rm: [0, 0.1, 0.2, 0.3],
  c2: [0, 0.34, 0.5, 0.67],
};
const fused = (q: Q, p: Params) =>
  q.sem.similarity >= p.s && q.sem.semanticMargin >= p.sm && q.sem.rankMargin >= p.rm && q.sem.coverage >= p.c2;
const families: Family[] = [
  { name: 'A', grid: cross({ ...SHARES, cm: [0.5, 0.7, 0.9, OFF] }), ok: sharesOrEscape },
  { name: 'B', grid: cross(SHARES), ok: shares },
  {
    name: 'C',
    grid: cross({ m: SHARES.m, v: [0.3, 0.4, 0.5, 0.6, 0.67, 0.75, 1] }),
    ok: (q, p) => q.s.margin >= p.m && Math.min(q.s.coverage, rec(q)) >= p.v,
  },
  { name: 'K', grid: cross(SHARES), ok: (q, p) => q.key && shares(q, p) },
  { name: 'K2', grid: cross(SHARES), ok: (q, p) => q.key2 && shares(q, p) },
  { name: 'KT', grid: cross(SHARES), ok: (q, p) => q.keyTenth && shares(q, p) },
  { name: 'AK', grid: cross({ ...SHARES, cm: [0.5, 0.7, 0.9, OFF] }), ok: (q, p) => q.key && sharesOrEscape(q, p) },
  // with the static table (semantic = q.sem); the K part on a smaller grid to keep the search small
  { name: 'KA', grid: cross({ ...K_PART, ...AGREE }), ok: (q, p) => keyed(q, p) || agreement(q, p) },
  {
    name: 'KF',
    grid: cross({ ...K_PART, ...FUSED }),
    ok: (q, p) => keyed(q, p) || fused(q, p),
    pick: (q, p) => (keyed(q, p) ? (q.s.top?.chunk.id ?? null) : q.sem.top),
  },
  { name: 'S', grid: cross(FUSED), ok: fused, pick: (q) => q.sem.top },
  {
    name: 'E',
    grid: cross({ e: [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95] }),
    ok: (q, p) => q.sem.engineConfidence >= p.e,
    pick: (q) => q.sem.engineTop,
  },
  {
    name: 'KE',
    grid: cross({ ...K_PART, e: [0.3, 0.4, 0.5, 0.6, 0.7, 0.8], c2: [0, 0.34, 0.5] }),
    ok: (q, p) =>
      keyed(q, p) || (q.sem.engineTop === q.s.top?.chunk.id && q.sem.engineConfidence >= p.e && q.s.coverage >= p.c2),
  },
];

interface Tally {
  right: number;
  wrong: number;
  handed: number;
  oosAnswered: number;
  oos: number;
}
const zero = (): Tally => ({ right: 0, wrong: 0, handed: 0, oosAnswered: 0, oos: 0 });
function tally(f: Family, p: Params, bizs: Biz[], split: Split, t = zero()): Tally {
  for (const b of bizs)
    for (const q of b.qs) {
      if (q.split !== split) continue;
      const ok = f.ok(q, p);
      const picked = ok ? (f.pick ? f.pick(q, p) : (q.s.top?.chunk.id ?? null)) : null;
      const answered = picked !== null;
      if (q.want === null) {
        t.oos++;
        if (answered) t.oosAnswered++;
      } else if (!answered) t.handed++;
      else if (picked === q.want) t.right++;
      else t.wrong++;
    }
  return t;
}
const covered = (t: Tally) => t.right + t.wrong + t.handed;
const caution = (p: Params) => Object.values(p).reduce((a, b) => a + b, 0);
function fitRule(f: Family, bizs: Biz[], budget: number): Params {
  let best: { p: Params; t: Tally } | null = null;
  for (const p of f.grid) {
    const t = tally(f, p, bizs, 'tuned');
    if (t.wrong > budget * covered(t) || t.oosAnswered > budget * t.oos) continue;
    if (!best || t.right > best.t.right || (t.right === best.t.right && caution(p) > caution(best.p))) best = { p, t };
  }
  // nothing within the budget: answer nothing (every threshold out of reach)
  return best?.p ?? Object.fromEntries(Object.keys(f.grid[0]).map((k) => [k, OFF]));
}
const pct = (n: number, d: number) => `${d ? ((100 * n) / d).toFixed(1) : '-'}`.padStart(5);
const show = (t: Tally) =>
  `${pct(t.right, covered(t))} / ${pct(t.wrong, covered(t))} / ${pct(t.handed, covered(t))} · uncovered ${pct(t.oosAnswered, t.oos)}  (${t.right}/${t.wrong}/${t.handed} of ${covered(t)}, ${t.oosAnswered} of ${t.oos})`;

console.log(
  'Leave one business out (fit on the others’ tuned half, score the left-out tuned half): right / wrong / handed % · uncovered answered %',
);
for (const f of families)
  for (const budget of [0, 0.01, 0.02, 0.03]) {
    const pooled = zero();
    const per: string[] = [];
    let worstWrong = 0;
    for (const out of tuning) {
      const p = fitRule(
        f,
        tuning.filter((b) => b !== out),
        budget,
      );
      const t = tally(f, p, [out], 'tuned');
      tally(f, p, [out], 'tuned', pooled);
      worstWrong = Math.max(worstWrong, t.wrong / covered(t));
      per.push(`    ${out.id.padEnd(10)} ${show(t)}  fitted ${JSON.stringify(p)}`);
    }
    console.log(
      `${f.name} budget ${(budget * 100).toFixed(0)} %: LOBO ${show(pooled)}; worst business wrong ${(100 * worstWrong).toFixed(1)} %`,
    );
    if (process.env.LOBO_VERBOSE) console.log(per.join('\n'));
  }

const before = families[0];
const beforeRule = { m: 0.2, c: 0.5, r: 0.5, cm: 0.9 };
console.log(
  `\nThe rule set before on three businesses (A ${JSON.stringify(beforeRule)})\n    tuned    ${show(tally(before, beforeRule, tuning, 'tuned'))}\n    held out ${show(tally(before, beforeRule, tuning, 'held out'))}\n    extra    ${show(tally(before, beforeRule, extra, 'extra'))}`,
);
console.log('\nFitted on all tuning businesses (held out, extra: printed only, never used to choose)');
for (const f of families)
  for (const budget of [0, 0.01, 0.02, 0.03]) {
    const p = fitRule(f, tuning, budget);
    console.log(
      `${f.name} budget ${(budget * 100).toFixed(0)} % ${JSON.stringify(p)}\n    tuned    ${show(tally(f, p, tuning, 'tuned'))}\n    held out ${show(tally(f, p, tuning, 'held out'))}\n    extra    ${show(tally(f, p, extra, 'extra'))}`,
    );
  }
