/**
 * Intent engine benchmark on BANKING77 (or any text,category CSV pair).
 *
 *   npm run bench:intents [-- --train FILE --test FILE --k 5,10]
 *
 * For each k: k-shot samples with seeds 1,2,3 -> mean top-1 accuracy on the full test set,
 * beside a plain TF-IDF nearest-phrase baseline; out-of-scope recall with 10 held-out
 * intents; match() latency (p50/p99) with all intents trained.
 * Small tenants (1, 3 and 10 intents, 200 random episodes each, k=5 train phrases): up to 40
 * test messages of the episode's intents (in-scope) and 40 of other intents (out-of-scope),
 * reported as out-of-scope recall and in-scope accuracy at the threshold.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_CONFIDENCE_THRESHOLD, trainIntentModel } from '../functions/ai/engine';
import { trainBaseline } from './lib/baseline';
import { groupByCategory, holdOutCategories, loadLabelledCsv, sampleKShot } from './lib/dataset';
import { mulberry32, shuffled } from './lib/rng';

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
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const round4 = (x: number) => Math.round(x * 10000) / 10000;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

interface Row {
  k: number;
  accuracy: number;
  baselineAccuracy: number;
  oosRecall: number;
  inScopeAccuracy: number;
  trainMs: number;
  /** Process CPU time of the same trainings: wall time is noisy on a shared machine. */
  trainCpuMs: number;
  p50Ms: number;
  p99Ms: number;
}

function evaluate(k: number): Row {
  const acc: number[] = [];
  const base: number[] = [];
  const oos: number[] = [];
  const inAcc: number[] = [];
  const trainMs: number[] = [];
  const trainCpuMs: number[] = [];
  for (const seed of SEEDS) {
    const { intents } = sampleKShot(byCat, k, seed);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const model = trainIntentModel(intents);
    trainMs.push(performance.now() - t0);
    const c1 = process.cpuUsage(c0);
    trainCpuMs.push((c1.user + c1.system) / 1000);
    const baseline = trainBaseline(intents);
    let ok = 0;
    let okBase = 0;
    for (const r of test) {
      if (model.match(r.text).best?.intentId === r.category) ok++;
      if (baseline(r.text) === r.category) okBase++;
    }
    acc.push(ok / test.length);
    base.push(okBase / test.length);

    // Out-of-scope: the held-out intents are never trained; their test messages should fall
    // below the threshold, while in-scope messages must be right AND above it.
    const held = holdOutCategories(categories, HELD_OUT, seed + 100);
    const inScope = categories.filter((c) => !held.has(c));
    const oosModel = trainIntentModel(sampleKShot(byCat, k, seed, inScope).intents);
    let oosTotal = 0;
    let oosRejected = 0;
    let inTotal = 0;
    let inOk = 0;
    for (const r of test) {
      const best = oosModel.match(r.text).best;
      const accepted = best !== null && best.confidence >= DEFAULT_CONFIDENCE_THRESHOLD;
      if (held.has(r.category)) {
        oosTotal++;
        if (!accepted) oosRejected++;
      } else {
        inTotal++;
        if (accepted && best.intentId === r.category) inOk++;
      }
    }
    oos.push(oosRejected / oosTotal);
    inAcc.push(inOk / inTotal);
  }

  // Latency: all intents, k phrases, warm-up pass first so JIT compilation is not timed.
  const model = trainIntentModel(sampleKShot(byCat, k, 1).intents);
  for (const r of test.slice(0, 500)) model.match(r.text);
  const times: number[] = [];
  for (const r of test) {
    const t = process.hrtime.bigint();
    model.match(r.text);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    k,
    accuracy: mean(acc),
    baselineAccuracy: mean(base),
    oosRecall: mean(oos),
    inScopeAccuracy: mean(inAcc),
    trainMs: mean(trainMs),
    trainCpuMs: mean(trainCpuMs),
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
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
  `seeds ${SEEDS.join(',')}; ${HELD_OUT} held-out intents for out-of-scope; threshold ${DEFAULT_CONFIDENCE_THRESHOLD}\n`,
);
const rows = ks.map(evaluate);
const pct = (x: number) => `${(x * 100).toFixed(2)}%`.padStart(9);
console.log('   k   accuracy   baseline  oosRecall  inScopeAcc@thr  train ms  cpu ms   p50 ms   p99 ms');
for (const r of rows) {
  console.log(
    `${String(r.k).padStart(4)} ${pct(r.accuracy)}  ${pct(r.baselineAccuracy)}  ${pct(r.oosRecall)}      ${pct(r.inScopeAccuracy)}  ${r.trainMs.toFixed(1).padStart(8)} ${r.trainCpuMs.toFixed(1).padStart(7)} ${r.p50Ms.toFixed(3).padStart(8)} ${r.p99Ms.toFixed(3).padStart(8)}`,
  );
}
console.log('');
for (const r of rows) {
  console.log(
    JSON.stringify({
      k: r.k,
      accuracy: round4(r.accuracy),
      baselineAccuracy: round4(r.baselineAccuracy),
      oosRecall: round4(r.oosRecall),
      inScopeAccuracy: round4(r.inScopeAccuracy),
      trainMs: round4(r.trainMs),
      trainCpuMs: round4(r.trainCpuMs),
      p50Ms: round4(r.p50Ms),
      p99Ms: round4(r.p99Ms),
    }),
  );
}

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
