/**
 * `npm run bench:knowledge`: the offline knowledge answers of issue 33 (functions/core/knowledge).
 *
 * 1. Quality. bench/data/knowledge-faq.json: three invented businesses' FAQs (a dental clinic, an online
 *    handloom shop, a coaching institute; 26-28 Q&A pairs each) imported as a question,answer CSV, asked
 *    customer questions written separately from the answers, plus questions the FAQ does not cover (the
 *    business's own near misses, and 100 BANKING77 test questions as unrelated traffic). Each asked
 *    question is answered right, answered wrong or handed over. The first customer question of each pair
 *    and half the uncovered ones tuned the search and the rule ("tuned"; the rule since 2026-11-27 by leave
 *    one business out over the six businesses' tuned halves, bench/knowledge-lobo.ts, the in-sample sweep
 *    below printed for reference); the second and the other half were not used to choose anything ("held
 *    out"). bench/data/knowledge-faq-more.json adds two more businesses to both halves the same way (a yoga
 *    studio, a bakery; 20 pairs each), written after the earlier rule was set (it answered 5 % of their
 *    questions wrong); the rule now is chosen with them. Beside it the intent engine given the same FAQ as one-phrase
 *    intents (the question as the only phrase, the answer as the description, as the Training Center would
 *    store it) at its default threshold, the way bench/intents.ts asks it. Never tuned on: "extra",
 *    bench/data/knowledge-faq-extra.json (a car workshop and a pet spa, written after the rule was set,
 *    two customer questions a pair, their own near misses and 50 other BANKING77 questions), and "clinic",
 *    the clinic FAQ of bench/intents.ts (issue 17; its first phrase as the question, its title as the
 *    answer), with its test messages and unrelated questions; "fresh", bench/data/knowledge-faq-fresh.json
 *    (a laundry, written after the rule of 2026-11-27, the customer questions before the FAQ, like "extra").
 *    bench/data/knowledge-faq-home.json adds a sixth (home cleaning and pest control) to both halves, written
 *    to give the out-of-sample choice one more business. The rule as shipped (2026-11-27, BENCH_EMBEDDER=none,
 *    lexical, six businesses; the rule before it in brackets), right / wrong / handed over, uncovered answered:
 *      tuned    13.4 / 0.7 / 85.9, 0.9   (22.5 / 2.8 / 74.6, 3.4)
 *      held out 16.9 / 0   / 83.1, 0     (28.9 / 2.1 / 69.0, 0.9)
 *      extra     8.3 / 0   / 91.7, 1.5   (13.1 / 0   / 86.9, 5.4)
 *      clinic    3.3 / 0.8 / 95.8, 0     (11.7 / 0.8 / 87.5, 2.5)
 *    With a typo or near form of the pair's key word counted (issue 33, same day, same thresholds):
 *      tuned    14.8 / 0.7 / 84.5, 0.9;  held out 17.6 / 0 / 82.4, 0;  extra and clinic unchanged;
 *      fresh    15.0 / 0   / 85.0, 1.5   (the same before the change). The search's top-1 bounds any rule:
 *      45-61 % lexical, 52-68 % fused with the static table (BENCH_EMBEDDER=static), 65-73 % with USE lite.
 *    Each set is asked twice: by the lexical index, and by the index with vectors (BENCH_EMBEDDER: use-lite,
 *    the default, USE lite with the texts embedded up front; static, the distilled table; none). The
 *    search's top-1 and the sweeps that chose the fusion weights and the agreement rule (tuned only) are
 *    printed too.
 * 2. Scale (issue 33 item 6). A tenant with 2,000 pages (3 chunks of ~1,200 characters each, text drawn
 *    from a vocabulary made up here): index build time, search p50/p99, heap held by the index, serialized
 *    and gzipped size, and the time to load the stored index (gunzip + parse), each the median of
 *    BENCH_ROUNDS (≥ 3) rounds with the load average of the round, beside a same-run reference: JSON.parse
 *    of the same chunks (the machine's speed at moving these bytes, measured in the same round). Once
 *    lexical, once with two vectors a chunk from the static table (its file size, first-load time and time
 *    per chunk printed apart), and the OpenAI embedding cost per 1,000 pages.
 */

import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { cost as openAiEmbeddingCost } from '../functions/ai/embeddings/openai-embedder';
import { embedderOfTable, embedTextSync, STATIC_EMBEDDER_ID } from '../functions/ai/embeddings/static-embedder';
import { DEFAULT_CONFIDENCE_THRESHOLD, trainIntentModel } from '../functions/ai/engine';
import {
  type DecisionRule,
  type DecisionSignals,
  decisionRuleFor,
  decisionSignals,
  isConfident,
  LEXICAL_RULE,
  SEARCH_DEPTH,
} from '../functions/core/knowledge/answer-decision';
import type { KnowledgeChunk } from '../functions/core/knowledge/search-chunk';
import {
  buildKnowledgeIndex,
  type Fusion,
  fusionFor,
  type IndexOptions,
  loadKnowledgeIndex,
  type SyncEmbedder,
  serializeIndex,
} from '../functions/core/knowledge/search-index';
import { embedAll } from './lib/embedding-cache';
import { loadFaqBusinesses, qaChunks, unrelatedQuestions } from './lib/knowledge-faq';
import { percentile } from './lib/plain-site';
import { mulberry32, shuffled } from './lib/rng';
import { load1, ROUNDS, type Round, round1, summarize } from './lib/rounds';
import { useLiteEmbedder } from './lib/use-lite';

const staticSync: SyncEmbedder = { id: STATIC_EMBEDDER_ID, embed: embedTextSync };

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = Number(process.env.BENCH_PAGES ?? 2000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 500);
const pct = (n: number, d: number) => `${d ? ((100 * n) / d).toFixed(1) : '-'} %`.padStart(7);

// ---------------------------------------------------------------- 1. quality
interface Asked {
  text: string;
  /** The Q&A id that answers it; null: the FAQ does not cover it. */
  want: string | null;
  split: 'tuned' | 'held out' | 'extra' | 'fresh' | 'clinic';
}
interface FaqSet {
  id: string;
  faq: { q: string; a: string }[];
  /** What is indexed: the FAQ as Q&A chunks, or (the page sets) as passages. */
  chunks: KnowledgeChunk[];
  asked: Asked[];
}
interface Tally {
  right: number;
  wrong: number;
  handed: number;
  oosAnswered: number;
  oosHanded: number;
}
const emptyTally = (): Tally => ({ right: 0, wrong: 0, handed: 0, oosAnswered: 0, oosHanded: 0 });

const bankingAll = unrelatedQuestions(repoRoot);
const banking = bankingAll.slice(0, 100);
const uncovered = (texts: string[]): Asked[] =>
  texts.map((text, i) => ({ text, want: null, split: i % 2 ? 'held out' : 'tuned' }));

const sets: FaqSet[] = [
  ...loadFaqBusinesses(),
  ...loadFaqBusinesses('knowledge-faq-more.json'),
  ...loadFaqBusinesses('knowledge-faq-home.json'),
].map((b) => ({
  id: b.id,
  faq: b.faq,
  chunks: qaChunks(b.id, b.faq),
  asked: [
    ...b.faq.flatMap((e, i): Asked[] => [
      { text: e.asks[0], want: `qa-${i}`, split: 'tuned' },
      { text: e.asks[1], want: `qa-${i}`, split: 'held out' },
    ]),
    ...uncovered([...b.outOfScope, ...banking]),
  ],
}));
// bench/data/knowledge-faq-extra.json: two more businesses, evaluated only (every customer question and
// out-of-scope question, plus 50 other BANKING77 questions than the tuning ones as unrelated traffic);
// knowledge-faq-fresh.json ("fresh"): one more, written after the rule of 2026-11-27, the same way
const evaluatedOnly = (file: string, split: 'extra' | 'fresh'): FaqSet[] =>
  loadFaqBusinesses(file).map((b) => ({
    id: b.id,
    faq: b.faq,
    chunks: qaChunks(b.id, b.faq),
    asked: [
      ...b.faq.flatMap((e, i): Asked[] => e.asks.map((text) => ({ text, want: `qa-${i}`, split }))),
      ...[...b.outOfScope, ...bankingAll.slice(100, 150)].map((text): Asked => ({ text, want: null, split })),
    ],
  }));
const extraSets = evaluatedOnly('knowledge-faq-extra.json', 'extra');
// BENCH_KNOWLEDGE_FRESH=/path/to/file.json puts other businesses in the "fresh" column (the shape of
// bench/data/knowledge-faq-fresh.json): a check on FAQs the team has not seen
const freshSets = evaluatedOnly(process.env.BENCH_KNOWLEDGE_FRESH ?? 'knowledge-faq-fresh.json', 'fresh');
const clinic = JSON.parse(readFileSync(resolve(repoRoot, 'bench/data/clinic-faq.json'), 'utf8')) as {
  intents: { title: string; phrases: string[]; tests: string[] }[];
  outOfDomain: string[];
};
const clinicFaq = clinic.intents.map((it) => ({ q: it.phrases[0], a: it.title }));
const independent: FaqSet = {
  id: 'clinic (issue 17)',
  faq: clinicFaq,
  chunks: qaChunks('clinic (issue 17)', clinicFaq),
  asked: [
    ...clinic.intents.flatMap((it, i) => it.tests.map((text): Asked => ({ text, want: `qa-${i}`, split: 'clinic' }))),
    ...clinic.outOfDomain.map((text): Asked => ({ text, want: null, split: 'clinic' })),
  ],
};

// The semantic reading. BENCH_EMBEDDER=use-lite (default): USE lite, the texts embedded up front (cached in
// .data/bench) and read back synchronously; none: lexical only.
const EMBEDDER = process.env.BENCH_EMBEDDER ?? 'use-lite';
async function benchEmbedder(texts: string[]): Promise<SyncEmbedder | null> {
  if (EMBEDDER === 'none') return null;
  if (EMBEDDER === 'static') return staticSync;
  if (EMBEDDER !== 'use-lite') throw new Error(`BENCH_EMBEDDER ${EMBEDDER}: use-lite, static or none`);
  const vectors = await embedAll(useLiteEmbedder, texts, resolve(repoRoot, '.data/bench/knowledge-use-lite.json'));
  return {
    id: useLiteEmbedder.id,
    embed(text) {
      const v = vectors.get(text);
      if (!v) throw new Error(`not embedded up front: ${text.slice(0, 40)}`);
      return v;
    },
  };
}
// The same FAQs as a website would hold them without Q&A pairs: an "About us"-like page, the answers three
// to a passage under a plain heading (no question field), so the passage rule answers with the passage.
// Right: the passage that holds the answer asked for.
const PER_PASSAGE = 3;
const pageSets: FaqSet[] = sets.map((set) => ({
  ...set,
  id: `${set.id} as pages`,
  chunks: Array.from({ length: Math.ceil(set.faq.length / PER_PASSAGE) }, (_, g) => ({
    clientId: `${set.id} as pages`,
    sourceId: 'site',
    id: `page-${g}`,
    sourceKind: 'website' as const,
    title: `${set.id} information`,
    url: `https://${set.id}.example/info#${g}`,
    heading: 'Information',
    text: set.faq
      .slice(g * PER_PASSAGE, (g + 1) * PER_PASSAGE)
      .map((e) => e.a)
      .join(' '),
    hash: String(g),
  })),
  asked: set.asked.map((q) =>
    q.want === null ? q : { ...q, want: `page-${Math.floor(Number(q.want.slice(3)) / PER_PASSAGE)}` },
  ),
}));
const allSets = [...sets, ...extraSets, ...freshSets, independent, ...pageSets];
const embedder = await benchEmbedder([
  ...new Set(
    allSets.flatMap((s) => [
      ...s.chunks.flatMap((c) => [c.question ?? '', c.answer ?? c.text]),
      ...s.asked.map((q) => q.text),
    ]),
  ),
]);
const semantic: IndexOptions = { embedder };
const lexical: IndexOptions = {};
const FUSION = fusionFor(embedder?.id ?? null);
const RULE = decisionRuleFor(embedder?.id ?? null);

type Answerer = (text: string) => string | null;
/** The search's signals per question, computed once per index kind and fusion: the sweeps re-read them. */
const signals = new Map<string, Map<string, DecisionSignals>>();
function signalsFor(set: FaqSet, options: IndexOptions, fusion: Fusion = FUSION) {
  const key = `${set.id}|${options.embedder?.id ?? 'lexical'}|${JSON.stringify(fusion)}`;
  let s = signals.get(key);
  if (!s) {
    const index = buildKnowledgeIndex(set.id, set.chunks, options);
    s = new Map(set.asked.map((q) => [q.text, decisionSignals(index.search(q.text, SEARCH_DEPTH, fusion))]));
    signals.set(key, s);
  }
  return s;
}
const knowledgeWith =
  (rule: DecisionRule, options: IndexOptions) =>
  (set: FaqSet): Answerer => {
    const s = signalsFor(set, options);
    return (text) => {
      const sig = s.get(text)!;
      return isConfident(sig, rule) ? (sig.top?.chunk.id ?? null) : null;
    };
  };
function intentAnswerer(set: FaqSet): Answerer {
  const model = trainIntentModel(set.faq.map((e, i) => ({ id: `qa-${i}`, phrases: [e.q], description: e.a })));
  return (text) => {
    const best = model.match(text).best;
    return best && best.confidence >= DEFAULT_CONFIDENCE_THRESHOLD ? best.intentId : null;
  };
}
function tally(set: FaqSet, answer: Answerer, split: Asked['split']): Tally {
  const t = emptyTally();
  for (const q of set.asked) {
    if (q.split !== split) continue;
    const got = answer(q.text);
    if (q.want === null) got === null ? t.oosHanded++ : t.oosAnswered++;
    else if (got === null) t.handed++;
    else got === q.want ? t.right++ : t.wrong++;
  }
  return t;
}
const add = (a: Tally, b: Tally): Tally => ({
  right: a.right + b.right,
  wrong: a.wrong + b.wrong,
  handed: a.handed + b.handed,
  oosAnswered: a.oosAnswered + b.oosAnswered,
  oosHanded: a.oosHanded + b.oosHanded,
});
const row = (label: string, t: Tally) => {
  const n = t.right + t.wrong + t.handed;
  const o = t.oosAnswered + t.oosHanded;
  return `${label.padEnd(40)} ${String(n).padStart(4)} ${pct(t.right, n)} ${pct(t.wrong, n)} ${pct(t.handed, n)}   | ${String(o).padStart(4)} ${pct(t.oosAnswered, o)}`;
};

/** Top-1 of the search alone (the rule's ceiling): the best chunk (by the fused rank) is the right Q&A pair. */
function top1(set: FaqSet, split: Asked['split'], options: IndexOptions, fusion: Fusion = FUSION): [number, number] {
  const index = buildKnowledgeIndex(set.id, set.chunks, options);
  const inScope = set.asked.filter((q) => q.want !== null && q.split === split);
  return [inScope.filter((q) => index.search(q.text, 1, fusion)[0]?.chunk.id === q.want).length, inScope.length];
}
const splitSets = (split: Asked['split']) =>
  split === 'extra' ? extraSets : split === 'fresh' ? freshSets : split === 'clinic' ? [independent] : sets;
const top1All = (split: Asked['split'], options: IndexOptions, fusion: Fusion = FUSION) =>
  splitSets(split)
    .map((s) => top1(s, split, options, fusion))
    .reduce((a, b) => [a[0] + b[0], a[1] + b[1]]);

const SPLITS = ['tuned', 'held out', 'extra', 'fresh', 'clinic'] as const;
const quality: Record<string, Record<string, Tally>> = {};
const record = (name: string, split: string, t: Tally) => {
  quality[name] = { ...quality[name], [split]: t };
};
const answerers = [
  ['lexical', knowledgeWith(LEXICAL_RULE, lexical)],
  ...(embedder ? ([[`+${embedder.id}`, knowledgeWith(RULE, semantic)]] as const) : []),
  ['intents', intentAnswerer],
] as const;
console.log(
  `Offline answers from a Q&A CSV: knowledge rule ${JSON.stringify(RULE)}, fusion ${JSON.stringify(FUSION)}, embedder ${embedder?.id ?? 'none'}; intent engine (one phrase per Q&A) at ${DEFAULT_CONFIDENCE_THRESHOLD}`,
);
console.log(`${''.padEnd(40)} asked   right   wrong  handed   | uncovered: asked answered (= wrong)`);
for (const split of SPLITS) {
  for (const [name, answerer] of answerers) {
    let total = emptyTally();
    for (const set of splitSets(split)) {
      const t = tally(set, answerer(set), split);
      total = add(total, t);
      console.log(row(`${split} ${name} ${set.id}`, t));
    }
    console.log(row(`${split} ${name} ALL`, total));
    record(name, split, total);
  }
}
const top1Figures: Record<string, string> = {};
for (const split of SPLITS)
  for (const [name, options] of [
    ['lexical', lexical],
    ...(embedder ? [[`+${embedder.id}`, semantic] as const] : []),
  ] as const) {
    const [ok, n] = top1All(split, options);
    top1Figures[`${split} ${name}`] = `${ok}/${n}`;
    console.log(
      `search top-1 right, ${split} (${split === 'extra' || split === 'fresh' ? `${split} FAQs` : split === 'clinic' ? 'clinic' : 'tuning FAQs'}), ${name}: ${ok}/${n} ${pct(ok, n)}`,
    );
  }

// How the fusion was chosen: the search's top-1 on the tuned questions over a small grid (held out and
// extra printed beside, never used).
if (embedder) {
  console.log('\nFusion sweep (top-1 right on tuned; bm25 coverage question answer), best first:');
  const fusions: { f: Fusion; tuned: number }[] = [];
  for (const bm25 of [0, 0.2, 0.4, 0.6, 1])
    for (const coverage of [0, 0.2, 0.4])
      for (const answer of [0.5, 0.75, 1]) {
        const f = { bm25, coverage, question: 1, answer };
        fusions.push({ f, tuned: top1All('tuned', semantic, f)[0] });
      }
  fusions.sort((a, b) => b.tuned - a.tuned);
  for (const { f, tuned } of fusions.slice(0, 5))
    console.log(
      `  ${f.bm25} ${f.coverage} ${f.question} ${f.answer}: tuned ${tuned} · held out ${top1All('held out', semantic, f)[0]} · extra ${top1All('extra', semantic, f)[0]}`,
    );
}

// The in-sample sweep, for reference (the rule is chosen out of sample by bench/knowledge-lobo.ts): every
// point of a small grid on the tuned questions with at most 3 % of covered questions answered wrong and at
// most 3 % of uncovered ones answered; the most right first (ties: the more cautious). In sample the loosest
// rule within 3 % wins, and on a business it was not fitted on it answers 5 % wrong: hence the out-of-sample
// choice. The held-out figures of the same points are printed beside, never used.
const sum = (split: Asked['split'], rule: DecisionRule, options: IndexOptions) =>
  splitSets(split)
    .map((set) => tally(set, knowledgeWith(rule, options)(set), split))
    .reduce(add, emptyTally());
const grid: { rule: DecisionRule; tuned: Tally; held: Tally }[] = [];
const sureTuned = (tuned: Tally) =>
  tuned.wrong / (tuned.right + tuned.wrong + tuned.handed) <= 0.03 &&
  tuned.oosAnswered / (tuned.oosAnswered + tuned.oosHanded) <= 0.03;
for (const minCoverage of [0.4, 0.5, 0.6, 0.75])
  for (const minMargin of [0.1, 0.2, 0.3, 0.4])
    for (const minQuestionRecall of [0.3, 0.4, 0.5, 0.6])
      for (const requireKeyTerm of [true, false]) {
        const rule = { ...LEXICAL_RULE, minCoverage, minMargin, minQuestionRecall, requireKeyTerm };
        const tuned = sum('tuned', rule, lexical);
        if (sureTuned(tuned)) grid.push({ rule, tuned, held: sum('held out', rule, lexical) });
      }
// most right first; among equals the more cautious (higher thresholds) first
const caution = (r: DecisionRule) => r.minCoverage + r.minMargin + r.minQuestionRecall + (r.requireKeyTerm ? 1 : 0);
grid.sort((a, b) => b.tuned.right - a.tuned.right || caution(b.rule) - caution(a.rule));
console.log(
  '\nLexical rule sweep (tuned ≤ 3 % wrong and ≤ 3 % uncovered answered), best first (ties: the more cautious): coverage margin questionRecall keyTerm',
);
for (const g of grid.slice(0, 4))
  console.log(
    `${row(`  ${g.rule.minCoverage} ${g.rule.minMargin} ${g.rule.minQuestionRecall} ${g.rule.requireKeyTerm} tuned`, g.tuned)}\n${row('          held out', g.held)}`,
  );
if (embedder) {
  const agreeGrid: { rule: DecisionRule; tuned: Tally }[] = [];
  for (const minSimilarity of [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9])
    for (const minAgreeCoverage of [0, 0.34, 0.5, 0.67])
      for (const minSemanticMargin of [0, 0.025, 0.05, 0.1]) {
        const rule = { ...LEXICAL_RULE, minSimilarity, minAgreeCoverage, minSemanticMargin };
        const tuned = sum('tuned', rule, semantic);
        if (sureTuned(tuned)) agreeGrid.push({ rule, tuned });
      }
  const agreeCaution = (r: DecisionRule) => r.minSimilarity + r.minAgreeCoverage + r.minSemanticMargin;
  agreeGrid.sort((a, b) => b.tuned.right - a.tuned.right || agreeCaution(b.rule) - agreeCaution(a.rule));
  console.log(
    '\nAgreement sweep (the lexical rule as set, plus: lexical top = semantic top with similarity coverage semanticMargin), best first:',
  );
  for (const g of agreeGrid.slice(0, 6))
    console.log(
      `${row(`  ${g.rule.minSimilarity} ${g.rule.minAgreeCoverage} ${g.rule.minSemanticMargin} tuned`, g.tuned)}\n${row('          held out', sum('held out', g.rule, semantic))}\n${row('          extra', sum('extra', g.rule, semantic))}`,
    );
}

console.log(
  `\nPassages (the FAQs' answers ${PER_PASSAGE} to a page passage, no Q&A pairs; right = the passage holding the answer)`,
);
for (const split of ['tuned', 'held out'] as const)
  for (const [name, options] of [
    ['lexical', lexical],
    ...(embedder ? [[`+${embedder.id}`, semantic] as const] : []),
  ] as const) {
    let total = emptyTally();
    for (const set of pageSets)
      total = add(total, tally(set, knowledgeWith(options === lexical ? LEXICAL_RULE : RULE, options)(set), split));
    console.log(row(`${split} passages ${name} ALL`, total));
    record(`passages ${name}`, split, total);
  }
console.log('passage coverage sweep (tuned | held out), lexical:');
for (const minPassageCoverage of [0.5, 0.6, 0.75, 0.85, 1]) {
  const rule = { ...LEXICAL_RULE, minPassageCoverage };
  const [t, h] = (['tuned', 'held out'] as const).map((split) =>
    pageSets.map((set) => tally(set, knowledgeWith(rule, lexical)(set), split)).reduce(add, emptyTally()),
  );
  console.log(`${row(`  ≥ ${minPassageCoverage} tuned`, t)}\n${row('         held out', h)}`);
}

// ---------------------------------------------------------------- 2. scale
/** Made-up words (syllables), drawn with a Zipf-like skew so the index sees a realistic vocabulary. */
function vocabulary(rand: () => number, size: number): string[] {
  const syl = [
    'ka',
    'lo',
    'mi',
    'ran',
    'te',
    'su',
    'vor',
    'ne',
    'pa',
    'dil',
    'go',
    'zu',
    'ber',
    'ti',
    'mon',
    'sa',
    'fe',
    'rul',
  ];
  const words = new Set<string>();
  while (words.size < size) {
    const n = 1 + Math.floor(rand() * 3) + 1;
    let w = '';
    for (let i = 0; i < n; i++) w += syl[Math.floor(rand() * syl.length)];
    words.add(w);
  }
  return [...words];
}
function synthesizeTenant(pages: number): KnowledgeChunk[] {
  const rand = mulberry32(2000);
  const words = vocabulary(rand, 20_000);
  const word = () => words[Math.floor(words.length * rand() ** 3)]; // skewed: a few words are very common
  const sentence = (n: number) => Array.from({ length: n }, word).join(' ');
  const chunks: KnowledgeChunk[] = [];
  for (let p = 0; p < pages; p++) {
    const title = sentence(4);
    for (let c = 0; c < 3; c++) {
      let text = '';
      while (text.length < 1200) text += `${sentence(8 + Math.floor(rand() * 10))}. `;
      chunks.push({
        clientId: 'big',
        sourceId: 'site',
        id: `p${p}-c${c}`,
        sourceKind: 'website',
        title,
        url: `https://shop.example/page/${p}`,
        heading: sentence(3),
        text: text.trim(),
        hash: `${p}.${c}`,
      });
    }
  }
  return chunks;
}

const chunks = synthesizeTenant(PAGES);
const chunksJson = JSON.stringify(chunks);
const queries = shuffled(chunks, mulberry32(7))
  .slice(0, SEARCHES)
  .map((c) => {
    const w = c.text.split(/[ .]+/);
    const at = Math.floor(w.length / 3);
    return w.slice(at, at + 5).join(' ');
  });
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers; // the vectors live in typed arrays, outside the JS heap
};

// The static table's own cost, once per instance: reading and decoding it on the first embed.
const tableFile = fileURLToPath(new URL('../functions/ai/embeddings/static-table.bin', import.meta.url));
const heapBeforeTable = heap();
let t0 = performance.now();
const freshTable = embedderOfTable(readFileSync(tableFile)); // a fresh instance's table, as a cold start reads it
freshTable('warm');
const tableLoadMs = performance.now() - t0;
const tableHeapMb = (heap() - heapBeforeTable) / 1048576;
t0 = performance.now();
for (const c of chunks.slice(0, 300)) freshTable(c.text);
const embedChunkMs = (performance.now() - t0) / 300;
console.log(
  `\nstatic table (${STATIC_EMBEDDER_ID}): ${(statSync(tableFile).size / 1048576).toFixed(1)} MB file, first embed (read + decode) ${tableLoadMs.toFixed(0)} ms at load ${load1()}, ${tableHeapMb.toFixed(0)} MB held; ${embedChunkMs.toFixed(2)} ms to embed a ~1,200-character chunk`,
);

type ScaleFigure = 'referenceParseMs' | 'buildMs' | 'searchP50Ms' | 'searchP99Ms' | 'loadMs' | 'jsonMb' | 'gzipMb';
console.log(
  `\nScale: ${PAGES} pages, ${chunks.length} chunks, ${(chunksJson.length / 1048576).toFixed(1)} MB of chunks as JSON; ${SEARCHES} searches a round${gc ? '' : ' (heap without --expose-gc: noisy)'}`,
);
const scale: Record<string, unknown> = {
  staticTable: {
    fileMb: round1(statSync(tableFile).size / 1048576),
    loadMs: round1(tableLoadMs),
    heapMb: round1(tableHeapMb),
    embedChunkMs: round1(embedChunkMs),
  },
};
for (const [label, options] of [
  ['lexical', lexical],
  [`with vectors (${STATIC_EMBEDDER_ID})`, { embedder: staticSync }],
] as const) {
  const rounds: Round<ScaleFigure>[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const load = load1();
    let t = performance.now();
    JSON.parse(chunksJson);
    const referenceParseMs = performance.now() - t;

    t = performance.now();
    const index = buildKnowledgeIndex('big', chunks, options);
    const buildMs = performance.now() - t;

    for (const q of queries.slice(0, 50)) index.search(q); // warm-up: JIT
    const times: number[] = [];
    for (const q of queries) {
      const t0 = performance.now();
      index.search(q, SEARCH_DEPTH);
      times.push(performance.now() - t0);
    }
    const json = serializeIndex(index);
    const gz = gzipSync(json);
    t = performance.now();
    const loaded = loadKnowledgeIndex(gunzipSync(gz).toString('utf8'), options);
    const loadMs = performance.now() - t;
    if (loaded.chunkCount !== chunks.length || loaded.embedderId !== index.embedderId)
      throw new Error('round trip lost chunks or vectors');
    const figures = {
      referenceParseMs,
      buildMs,
      searchP50Ms: percentile(times, 50),
      searchP99Ms: percentile(times, 99),
      loadMs,
      jsonMb: json.length / 1048576,
      gzipMb: gz.length / 1048576,
    };
    rounds.push({ round, load, figures });
    console.log(
      `${label} round ${round} (load ${load}): reference JSON.parse of the chunks ${figures.referenceParseMs.toFixed(0)} ms · build ${buildMs.toFixed(0)} ms · search p50 ${figures.searchP50Ms.toFixed(2)} ms p99 ${figures.searchP99Ms.toFixed(2)} ms · load stored index ${loadMs.toFixed(0)} ms`,
    );
  }
  const { medians: m, loads } = summarize(rounds);
  // the heap one index holds, measured once with nothing else alive (with --expose-gc, as npm run does)
  const before = heap();
  const kept = buildKnowledgeIndex('big', chunks, options);
  const heapMb = (heap() - before) / 1048576;
  if (kept.chunkCount !== chunks.length) throw new Error('index lost chunks');
  console.log(
    `${label}: median of ${ROUNDS} rounds, loads ${loads.join(', ')}: reference ${m.referenceParseMs.toFixed(0)} ms; build ${m.buildMs.toFixed(0)} ms (${(m.buildMs / m.referenceParseMs).toFixed(1)}× the reference); ` +
      `search p50 ${m.searchP50Ms.toFixed(2)} ms, p99 ${m.searchP99Ms.toFixed(2)} ms; load (gunzip + parse) ${m.loadMs.toFixed(0)} ms (${(m.loadMs / m.referenceParseMs).toFixed(1)}× the reference, ${(m.buildMs / m.loadMs).toFixed(1)}× faster than a build); ` +
      `heap held by the index ${heapMb.toFixed(0)} MB; stored ${m.jsonMb.toFixed(1)} MB JSON, ${m.gzipMb.toFixed(1)} MB gzipped`,
  );
  scale[label] = {
    heapMb: round1(heapMb),
    ...Object.fromEntries(Object.entries(m).map(([k, v]) => [k, round1(v as number)])),
    loads,
    rounds: rounds.map((r) => ({ round: r.round, load: r.load, ...r.figures })),
  };
}
// What embedding the pages costs: OpenAI text-embedding-3-small bills the tokens of every text embedded
// (a chunk's question and its answer or text); ~4 characters a token is OpenAI's rule of thumb for English.
const embeddedChars = chunks.reduce((n, c) => n + (c.question?.length ?? 0) + (c.answer ?? c.text).length, 0);
const tokensPer1000 = ((embeddedChars / 4) * 1000) / PAGES;
const costPer1000 = openAiEmbeddingCost(tokensPer1000);
console.log(
  `cost per 1,000 pages: lexical $0; OpenAI text-embedding-3-small ~${Math.round(tokensPer1000).toLocaleString('en')} tokens = $${costPer1000.toFixed(4)} (once per sync of changed pages; each visitor message ~20 tokens more); an offline table $0`,
);
scale.costPer1000PagesUsd = { lexical: 0, openAi: costPer1000, offline: 0, tokensPer1000: Math.round(tokensPer1000) };
const r4 = (t: Tally) => ({ ...t });
console.log(
  JSON.stringify({
    bench: 'knowledge',
    rule: RULE,
    fusion: FUSION,
    embedder: embedder?.id ?? null,
    top1: top1Figures,
    quality: Object.fromEntries(
      Object.entries(quality).map(([name, bySplit]) => [
        name,
        Object.fromEntries(Object.entries(bySplit).map(([k, v]) => [k, r4(v)])),
      ]),
    ),
    scale: { pages: PAGES, chunks: chunks.length, ...scale },
  }),
);
