/**
 * Intent engine benchmark on BANKING77 (or any text,category CSV pair), with the semantic layer.
 *
 *   npm run bench:intents [-- --train FILE --test FILE --k 5,10]
 *
 * For each k: k-shot samples with seeds 1,2,3 -> mean top-1 accuracy on the full test set for the lexical
 * engine (the product's offline engine), the Universal Sentence Encoder lite alone ("semantic") and the
 * two combined ("blend": phrase vectors stored with the intents, the message embedded once), beside a
 * plain TF-IDF baseline; the answer-or-hand-over decision at the threshold with 10 held-out intents, and
 * on a second domain (bench/data/clinic-faq.json: 15 clinic intents, paraphrased test messages and
 * unrelated questions written for this benchmark); match latency with and without the semantic layer
 * (the message's embedding included); training time for 200 intents x 10 phrases; the embedder's cold
 * start; and what OpenAI's text-embedding-3-small would cost per 1,000 messages (tokens counted with
 * cl100k_base, its tokenizer).
 * Small tenants (1, 3 and 10 intents, 200 random episodes each, k=5 train phrases): up to 40
 * test messages of the episode's intents (in-scope) and 40 of other intents (out-of-scope),
 * reported as out-of-scope recall and in-scope accuracy at the threshold (lexical).
 *
 * Embeddings of the dataset are cached under the OS temp dir (bench/lib/embedding-cache.ts); latency
 * is always measured on live calls.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getEncoding } from 'js-tiktoken';
import { cost } from '../functions/ai/embeddings/openai-embedder';
import { DEFAULT_CONFIDENCE_THRESHOLD, type TrainingIntent, trainIntentModel } from '../functions/ai/engine';
import { trainBaseline } from './lib/baseline';
import type { LabelledText } from './lib/csv';
import { groupByCategory, holdOutCategories, loadLabelledCsv, sampleKShot } from './lib/dataset';
import { embedAll } from './lib/embedding-cache';
import {
  atThreshold,
  mean,
  quantile,
  semanticTop1,
  type ThresholdOutcome,
  top1,
  type Vectors,
  withVectors,
} from './lib/intent-eval';
import { mulberry32, shuffled } from './lib/rng';
import { useLiteEmbedder } from './lib/use-lite';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(repoRoot, '../shared/datasets/banking77');
const { values } = parseArgs({
  options: {
    train: { type: 'string', default: resolve(dataDir, 'train.csv') },
    test: { type: 'string', default: resolve(dataDir, 'test.csv') },
    k: { type: 'string', multiple: true },
  },
});
const ks = (values.k ?? ['5,10'])
  .flatMap((v) => v.split(','))
  .map((v) => Number.parseInt(v.trim(), 10))
  .filter((v) => Number.isFinite(v) && v > 0);
const SEEDS = [1, 2, 3];
const HELD_OUT = 10;

const train = loadLabelledCsv(resolve(values.train));
const test = loadLabelledCsv(resolve(values.test));
const byCat = groupByCategory(train);
const categories = [...byCat.keys()];
const round4 = (x: number) => Math.round(x * 10000) / 10000;

interface ClinicData {
  intents: { id: string; title: string; phrases: string[]; tests: string[] }[];
  outOfDomain: string[];
}
const clinic = JSON.parse(readFileSync(resolve(repoRoot, 'bench/data/clinic-faq.json'), 'utf8')) as ClinicData;
const clinicTests: LabelledText[] = clinic.intents.flatMap((it) => it.tests.map((text) => ({ text, category: it.id })));

/** 200 intents x 10 phrases for the training-time row: BANKING77's categories split into groups of 10. */
const TRAINING_SET: TrainingIntent[] = [...byCat]
  .flatMap(([id, texts]) => [0, 1, 2].map((g) => ({ id: `${id}-${g}`, phrases: texts.slice(g * 10, g * 10 + 10) })))
  .filter((it) => it.phrases.length === 10)
  .slice(0, 200);

// ---- embeddings: cold start first (nothing has loaded tfjs yet), then every text the runs need ----
const coldStarted = performance.now();
await useLiteEmbedder.embed(['warm up']);
const coldStartMs = performance.now() - coldStarted;
const samples = new Map(
  ks.flatMap((k) => SEEDS.map((seed) => [`${k}:${seed}`, sampleKShot(byCat, k, seed).intents] as const)),
);
const vectors = await embedAll(
  useLiteEmbedder,
  [
    ...[...samples.values()].flatMap((intents) => intents.flatMap((it) => it.phrases)),
    ...test.map((r) => r.text),
    ...clinic.intents.flatMap((it) => [...it.phrases, ...it.tests]),
    ...clinic.outOfDomain,
  ],
  resolve(tmpdir(), 'parley-bench', 'intents-use-lite.json'),
);

interface Row {
  k: number;
  accuracy: number;
  baselineAccuracy: number;
  semanticAccuracy: number;
  blendAccuracy: number;
  heldOut: { lexical: ThresholdOutcome; blend: ThresholdOutcome };
  outOfDomain: { lexical: ThresholdOutcome; blend: ThresholdOutcome };
  trainMs: number;
  /** Process CPU time of the same trainings: wall time is noisy on a shared machine. */
  trainCpuMs: number;
  p50Ms: number;
  p99Ms: number;
  semanticP50Ms: number;
  semanticP99Ms: number;
}

const meanDecision = (ds: ThresholdOutcome[]): ThresholdOutcome => ({
  inScopeAccuracy: mean(ds.map((d) => d.inScopeAccuracy)),
  top1: mean(ds.map((d) => d.top1)),
  oosRecall: mean(ds.map((d) => d.oosRecall)),
});

async function evaluate(k: number): Promise<Row> {
  const acc: number[] = [];
  const base: number[] = [];
  const sem: number[] = [];
  const blend: number[] = [];
  const heldLex: ThresholdOutcome[] = [];
  const heldBlend: ThresholdOutcome[] = [];
  const trainMs: number[] = [];
  const trainCpuMs: number[] = [];
  for (const seed of SEEDS) {
    const intents = samples.get(`${k}:${seed}`)!;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    trainIntentModel(intents);
    trainMs.push(performance.now() - t0);
    const c1 = process.cpuUsage(c0);
    trainCpuMs.push((c1.user + c1.system) / 1000);
    acc.push(top1(intents, test, null));
    blend.push(top1(intents, test, vectors));
    sem.push(semanticTop1(intents, test, vectors));
    const baseline = trainBaseline(intents);
    base.push(test.filter((r) => baseline(r.text) === r.category).length / test.length);

    // Out-of-scope: the held-out intents are never trained; their test messages should fall
    // below the threshold, while in-scope messages must be right AND above it.
    const held = holdOutCategories(categories, HELD_OUT, seed + 100);
    const inScopeIntents = intents.filter((it) => !held.has(it.id));
    const inMsgs = test.filter((r) => !held.has(r.category));
    const outMsgs = test.filter((r) => held.has(r.category)).map((r) => r.text);
    heldLex.push(atThreshold(inScopeIntents, inMsgs, outMsgs, null));
    heldBlend.push(atThreshold(inScopeIntents, inMsgs, outMsgs, vectors));
  }

  const clinicIntents = clinic.intents.map((it) => ({ id: it.id, phrases: it.phrases.slice(0, k) }));
  const outOfDomain = {
    lexical: atThreshold(clinicIntents, clinicTests, clinic.outOfDomain, null),
    blend: atThreshold(clinicIntents, clinicTests, clinic.outOfDomain, vectors),
  };

  // Latency: all intents, k phrases, warm-up pass first so JIT compilation is not timed. With the
  // semantic layer the message is embedded live (one model call per message, as in a visitor's turn).
  const intents = samples.get(`${k}:1`)!;
  const lexical = trainIntentModel(intents);
  const semantic = trainIntentModel(withVectors(intents, vectors));
  for (const r of test.slice(0, 300)) lexical.match(r.text);
  const times: number[] = [];
  for (const r of test) {
    const t = process.hrtime.bigint();
    lexical.match(r.text);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  const semTimes: number[] = [];
  for (const r of shuffled(test, mulberry32(k)).slice(0, 300)) {
    const t = process.hrtime.bigint();
    const {
      vectors: [v],
    } = await useLiteEmbedder.embed([r.text]);
    semantic.match(r.text, v);
    semTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  semTimes.sort((a, b) => a - b);
  return {
    k,
    accuracy: mean(acc),
    baselineAccuracy: mean(base),
    semanticAccuracy: mean(sem),
    blendAccuracy: mean(blend),
    heldOut: { lexical: meanDecision(heldLex), blend: meanDecision(heldBlend) },
    outOfDomain,
    trainMs: mean(trainMs),
    trainCpuMs: mean(trainCpuMs),
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
    semanticP50Ms: quantile(semTimes, 0.5),
    semanticP99Ms: quantile(semTimes, 0.99),
  };
}

const SMALL_SIZES = [1, 3, 10];
const SMALL_EPISODES = 200;
const SMALL_K = 5;
const SMALL_MESSAGES = 40;

interface SmallRow {
  intents: number;
  oosRecall: number;
  inScopeAccuracy: number;
  /** Top-1 accuracy on in-scope messages, ignoring the threshold. */
  top1: number;
}

function evaluateSmall(size: number): SmallRow {
  const rand = mulberry32(size * 1000 + 5);
  const testByCat = groupByCategory(test);
  let oosTotal = 0;
  let oosRejected = 0;
  let inTotal = 0;
  let inOk = 0;
  let inTop1 = 0;
  for (let e = 0; e < SMALL_EPISODES; e++) {
    const chosen = new Set(shuffled(categories, rand).slice(0, size));
    const intents = [...chosen].map((id) => ({ id, phrases: shuffled(byCat.get(id)!, rand).slice(0, SMALL_K) }));
    const model = trainIntentModel(intents);
    const inMsgs = [...chosen].flatMap((c) => (testByCat.get(c) ?? []).map((t) => [t, c] as const));
    const outMsgs = categories.filter((c) => !chosen.has(c)).flatMap((c) => testByCat.get(c) ?? []);
    for (const [text, cat] of shuffled(inMsgs, rand).slice(0, SMALL_MESSAGES)) {
      const best = model.match(text).best;
      inTotal++;
      if (best?.intentId === cat) {
        inTop1++;
        if (best.confidence >= DEFAULT_CONFIDENCE_THRESHOLD) inOk++;
      }
    }
    for (const text of shuffled(outMsgs, rand).slice(0, SMALL_MESSAGES)) {
      const best = model.match(text).best;
      oosTotal++;
      if (best === null || best.confidence < DEFAULT_CONFIDENCE_THRESHOLD) oosRejected++;
    }
  }
  return { intents: size, oosRecall: oosRejected / oosTotal, inScopeAccuracy: inOk / inTotal, top1: inTop1 / inTotal };
}

const started = performance.now();
console.log(`Intent engine benchmark: ${categories.length} intents, ${train.length} train / ${test.length} test rows`);
console.log(
  `seeds ${SEEDS.join(',')}; ${HELD_OUT} held-out intents for out-of-scope; threshold ${DEFAULT_CONFIDENCE_THRESHOLD}; second domain: ${clinic.intents.length} clinic intents, ${clinicTests.length} test messages, ${clinic.outOfDomain.length} unrelated\n`,
);
const rows: Row[] = [];
for (const k of ks) rows.push(await evaluate(k));
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
const ms = (x: number) => x.toFixed(2).padStart(7);
console.log('Top-1 accuracy (threshold ignored)');
console.log('   k  lexical  semantic    blend  baseline');
for (const r of rows)
  console.log(
    `${String(r.k).padStart(4)}  ${pct(r.accuracy)}   ${pct(r.semanticAccuracy)}  ${pct(r.blendAccuracy)}   ${pct(r.baselineAccuracy)}`,
  );
console.log('\nAt the threshold: in-scope answered right / share of top-1 kept / out-of-scope handed over');
console.log('   k  method   | held-out intents (BANKING77)  | second domain (clinic FAQ)');
for (const r of rows)
  for (const m of ['lexical', 'blend'] as const) {
    const h = r.heldOut[m];
    const o = r.outOfDomain[m];
    console.log(
      `${String(r.k).padStart(4)}  ${m.padEnd(8)} | ${pct(h.inScopeAccuracy)} ${pct(h.inScopeAccuracy / h.top1)} ${pct(h.oosRecall)}     | ${pct(o.inScopeAccuracy)} ${pct(o.inScopeAccuracy / o.top1)} ${pct(o.oosRecall)}`,
    );
  }
console.log('\nMatch latency (ms), all intents trained; semantic = embed the message + match');
console.log('   k  lexical p50  p99  | semantic p50  p99');
for (const r of rows)
  console.log(
    `${String(r.k).padStart(4)}  ${ms(r.p50Ms)} ${ms(r.p99Ms)} | ${ms(r.semanticP50Ms)} ${ms(r.semanticP99Ms)}`,
  );

// Training 200 x 10: the lexical engine, and embedding the 2,000 phrases (done when intents are saved).
const trainTimes: number[] = [];
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  trainIntentModel(TRAINING_SET);
  trainTimes.push(performance.now() - t0);
}
const phrases = TRAINING_SET.flatMap((it) => it.phrases);
const e0 = performance.now();
const { vectors: trainingVectors } = await useLiteEmbedder.embed(phrases);
const embedMs = performance.now() - e0;
const s0 = performance.now();
trainIntentModel(TRAINING_SET.map((it, i) => ({ ...it, phraseVectors: trainingVectors.slice(i * 10, i * 10 + 10) })));
const semanticTrainMs = performance.now() - s0;
const cl100k = getEncoding('cl100k_base');
const messageTokens = mean(test.map((r) => cl100k.encode(r.text).length));
const phraseTokens = phrases.reduce((n, p) => n + cl100k.encode(p).length, 0);
console.log(
  `\nTraining ${TRAINING_SET.length} intents x 10 phrases: lexical ${mean(trainTimes).toFixed(0)} ms (mean of 3); with phrase vectors ${semanticTrainMs.toFixed(0)} ms, after embedding the ${phrases.length} phrases with USE lite in ${(embedMs / 1000).toFixed(1)} s`,
);
console.log(`USE lite cold start (import, load 28 MB of weights, first inference): ${coldStartMs.toFixed(0)} ms`);
console.log(
  `OpenAI text-embedding-3-small: ${messageTokens.toFixed(1)} tokens per BANKING77 message -> $${cost(messageTokens * 1000).toFixed(5)} per 1,000 messages; embedding the ${phrases.length} phrases once: ${phraseTokens} tokens, $${cost(phraseTokens).toFixed(5)}`,
);
console.log('');
for (const r of rows) {
  console.log(
    JSON.stringify({
      k: r.k,
      accuracy: round4(r.accuracy),
      baselineAccuracy: round4(r.baselineAccuracy),
      oosRecall: round4(r.heldOut.lexical.oosRecall),
      inScopeAccuracy: round4(r.heldOut.lexical.inScopeAccuracy),
      trainMs: round4(r.trainMs),
      trainCpuMs: round4(r.trainCpuMs),
      p50Ms: round4(r.p50Ms),
      p99Ms: round4(r.p99Ms),
      semanticAccuracy: round4(r.semanticAccuracy),
    }),
  );
}
const r4 = (d: ThresholdOutcome) => ({
  inScopeAccuracy: round4(d.inScopeAccuracy),
  top1: round4(d.top1),
  oosRecall: round4(d.oosRecall),
});
for (const r of rows)
  console.log(
    JSON.stringify({
      k: r.k,
      blendAccuracy: round4(r.blendAccuracy),
      heldOut: { lexical: r4(r.heldOut.lexical), blend: r4(r.heldOut.blend) },
      outOfDomain: { lexical: r4(r.outOfDomain.lexical), blend: r4(r.outOfDomain.blend) },
      semanticP50Ms: round4(r.semanticP50Ms),
      semanticP99Ms: round4(r.semanticP99Ms),
    }),
  );
console.log(
  JSON.stringify({
    training200x10Ms: round4(mean(trainTimes)),
    training200x10WithVectorsMs: round4(semanticTrainMs),
    useLiteEmbed2000PhrasesMs: round4(embedMs),
    useLiteColdStartMs: round4(coldStartMs),
    openAiTokensPerMessage: round4(messageTokens),
    openAiUsdPer1000Messages: round4(cost(messageTokens * 1000) * 1e4) / 1e4,
  }),
);

const small = SMALL_SIZES.map(evaluateSmall);
console.log(
  `\nSmall tenants: ${SMALL_EPISODES} episodes per size, k=${SMALL_K}, up to ${SMALL_MESSAGES} in-scope + ${SMALL_MESSAGES} out-of-scope test messages each`,
);
console.log(' intents  oosRecall  inScopeAcc@thr  top1');
for (const r of small) {
  console.log(`${String(r.intents).padStart(8)} ${pct(r.oosRecall)}      ${pct(r.inScopeAccuracy)} ${pct(r.top1)}`);
}
console.log('');
console.log(
  JSON.stringify({
    smallTenants: small.map((r) => ({
      intents: r.intents,
      k: SMALL_K,
      oosRecall: round4(r.oosRecall),
      inScopeAccuracy: round4(r.inScopeAccuracy),
      top1: round4(r.top1),
    })),
  }),
);
console.log(
  `\nData: BANKING77, Casanueva et al. 2020, CC BY 4.0. Run time ${((performance.now() - started) / 1000).toFixed(1)}s`,
);
