/**
 * Tenants whose intents are close siblings (issue 34's "no scenario answers wrong more than 3 %"), and whether
 * a hand-over guard on the top two intents lowers their wrong answers at a fair price in right ones.
 *
 *   npx tsx bench/sibling-tenants.ts [--threshold 0.5] [--seeds 1,2,3]
 *
 * Built from the TRAIN splits of BANKING77 and HWU64 only (never their test splits): each category's train
 * phrases are split in half, pseudo-train (k of them trained) and pseudo-test (up to 20 asked). Per seed 8
 * tenants of 10 intents each: "near" = a random category and its 9 nearest (cosine of the static table's
 * centroids of the pseudo-train phrases); "alpha" = 10 categories in a row alphabetically (shared prefixes,
 * e.g. HWU64 alarm_query/alarm_remove/alarm_set). Out of scope: pseudo-test phrases of the 10 next-nearest
 * categories the tenant lacks. The standard scenarios of `npm run bench:intents` (bench/lib/intent-eval.ts,
 * semantic signal) are matched too, so every guard is judged on both. The engine is untouched: a guard is a
 * rule over the best and the runner-up confidences the engine already returns (MatchResult).
 *
 * Measured 2026-11-28 (threshold 0.5, seeds 1,2,3, load 3.5-6.5; accuracy figures, not timings): the sibling
 * tenants answer wrong 4.3-7.8 % (standard 10-intent tenants 1.4-2.7 %). No guard on the top two pays for
 * itself: handing over when the top two are within 0.2 and the best is below 0.7 costs 1.07 points of right per
 * point of wrong saved but saves only 0.5 point (sibling max 7.8 -> 6.9 %); wider guards (gap < 0.3 or 0.5,
 * best - 0.5 runner-up, runner-up >= 0.3) cost 1.2-1.9 points on sibling tenants and up to 2.7 on the standard
 * ones; raising the threshold by 0.05 costs 2.7 (sibling) and 5.0 (standard). The calibration already has the
 * margin against the runner-up (calibration.ts: gate*margin and the semantic margins), and 39 % of the sibling
 * tenants' wrong answers have a runner-up below 0.05: confidently wrong, not close calls. In 68 % of them the
 * right intent is the runner-up: a "did you mean A or B?" reply could recover those, where a guard only avoids them
 * (not measured: it needs the visitor's pick).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { TrainingIntent } from '../functions/ai/engine';
import { datasetDir, groupByCategory, loadLabelledCsv } from './lib/dataset';
import {
  type ClinicData,
  clinicScenario,
  datasetScenarios,
  decide,
  type FaqData,
  faqScenario,
  median,
  type Scenario,
  trainFor,
} from './lib/intent-eval';
import { benchEmbedder, embedTexts } from './lib/intent-vectors';
import { mulberry32, shuffled } from './lib/rng';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { threshold: { type: 'string', default: '0.5' }, seeds: { type: 'string', default: '1,2,3' } },
});
const threshold = Number(values.threshold);
const seeds = values.seeds.split(',').map(Number);
const loads = [loadavg()[0]];

const datasets = ['banking77', 'hwu64'].map((name) => {
  const dir = datasetDir(repoRoot, name);
  return {
    name,
    train: groupByCategory(loadLabelledCsv(resolve(dir, 'train.csv'))),
    testByCat: groupByCategory(loadLabelledCsv(resolve(dir, 'test.csv'))),
  };
});
const clinic = JSON.parse(readFileSync(resolve(repoRoot, 'bench/data/clinic-faq.json'), 'utf8')) as ClinicData;
const faq = JSON.parse(readFileSync(resolve(repoRoot, 'bench/data/intent-faq-one-phrase.json'), 'utf8')) as FaqData;
const vectors = await embedTexts(await benchEmbedder('static'), [
  ...datasets.flatMap((d) => [...[...d.train.values()].flat(), ...[...d.testByCat.values()].flat()]),
  ...clinic.intents.flatMap((it) => [...it.phrases, ...it.tests]),
  ...clinic.outOfDomain,
  ...faq.questions.flatMap((q) => [q.question, ...q.paraphrases]),
  ...faq.outOfScope,
]);

function centroid(texts: readonly string[]): Float32Array {
  const c = new Float32Array(vectors.get(texts[0])!.length);
  for (const t of texts) {
    const v = vectors.get(t)!;
    for (let i = 0; i < c.length; i++) c[i] += v[i];
  }
  const norm = Math.hypot(...c) || 1;
  return c.map((x) => x / norm);
}
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

/** 8 sibling-heavy tenants of 10 intents, k pseudo-train phrases each, from a dataset's train split. */
function siblingScenarios(train: Map<string, string[]>, k: number, seed: number, pick: 'near' | 'alpha'): Scenario[] {
  const rand = mulberry32(seed * 991 + k);
  const halves = new Map<string, { train: string[]; test: string[] }>();
  for (const [c, texts] of train) {
    const s = shuffled(texts, rand);
    halves.set(c, { train: s.slice(0, s.length >> 1), test: s.slice(s.length >> 1) });
  }
  const categories = [...train.keys()];
  const centroids = new Map(categories.map((c) => [c, centroid(halves.get(c)!.train)]));
  return shuffled(categories, rand)
    .slice(0, 8)
    .map((first) => {
      const byCloseness = [...categories].sort(
        (a, b) => cosine(centroids.get(first)!, centroids.get(b)!) - cosine(centroids.get(first)!, centroids.get(a)!),
      );
      const from = Math.min(categories.indexOf(first), categories.length - 10);
      const chosen = pick === 'near' ? byCloseness.slice(0, 10) : categories.slice(from, from + 10);
      const intents: TrainingIntent[] = chosen.map((id) => ({
        id,
        phrases: shuffled(halves.get(id)!.train, rand).slice(0, k),
      }));
      return {
        intents,
        inScope: chosen.flatMap((id) =>
          halves
            .get(id)!
            .test.slice(0, 20)
            .map((text) => ({ text, category: id })),
        ),
        outOfScope: byCloseness
          .filter((c) => !chosen.includes(c))
          .slice(0, 10)
          .flatMap((c) => halves.get(c)!.test.slice(0, 20)),
      };
    });
}

/** One matched message: the best and the runner-up's confidence, and whether the label is either. */
interface Outcome {
  inScope: boolean;
  right: boolean;
  runnerUpRight: boolean;
  best: number;
  runnerUp: number;
}
function outcomes(scenario: Scenario): Outcome[] {
  const match = trainFor(scenario.intents, vectors);
  const one = (text: string, label?: string): Outcome => {
    const r = match(text);
    return {
      inScope: label !== undefined,
      right: r.best?.intentId === label,
      runnerUpRight: r.runnerUp?.intentId === label,
      best: r.best?.confidence ?? 0,
      runnerUp: r.runnerUp?.confidence ?? 0,
    };
  };
  return [...scenario.inScope.map((q) => one(q.text, q.category)), ...scenario.outOfScope.map((t) => one(t))];
}

const scenarios: { name: string; sibling: boolean; perSeed: Outcome[][] }[] = [];
const add = (name: string, sibling: boolean, build: (seed: number) => Scenario[]) =>
  scenarios.push({ name, sibling, perSeed: seeds.map((seed) => build(seed).flatMap(outcomes)) });
for (const k of [5, 10]) {
  for (const d of datasets)
    for (const pick of ['near', 'alpha'] as const)
      add(`sibling-${pick} ${d.name} k${k}`, true, (seed) => siblingScenarios(d.train, k, seed, pick));
  for (const d of datasets)
    for (const size of [10, 30, 0])
      add(`${d.name} k${k} ${size || 'all-10'}`, false, (seed) =>
        datasetScenarios(d.train, d.testByCat, k, size, seed),
      );
  add(`clinic k${k}`, false, (seed) => [clinicScenario(clinic, k, seed)]);
}
add('faq-1-phrase 10', false, (seed) => [faqScenario(faq, 10, seed)]);
add('faq-1-phrase all', false, (seed) => [faqScenario(faq, 0, seed)]);
loads.push(loadavg()[0]);

/** Whether the agent answers; "none" is the product today (best >= threshold). */
const guards: { name: string; answers: (o: Outcome) => boolean }[] = [
  { name: 'none', answers: (o) => o.best >= threshold },
  { name: 'gap<0.2&best<0.7', answers: (o) => o.best >= threshold && !(o.best - o.runnerUp < 0.2 && o.best < 0.7) },
  { name: 'gap<0.3&best<0.8', answers: (o) => o.best >= threshold && !(o.best - o.runnerUp < 0.3 && o.best < 0.8) },
  { name: 'gap<0.5&best<0.8', answers: (o) => o.best >= threshold && !(o.best - o.runnerUp < 0.5 && o.best < 0.8) },
  { name: 'second>=.3&best<.8', answers: (o) => o.best >= threshold && !(o.runnerUp >= 0.3 && o.best < 0.8) },
  { name: 'best-0.5*second', answers: (o) => o.best - 0.5 * o.runnerUp >= threshold },
  { name: 'threshold+0.05', answers: (o) => o.best >= threshold + 0.05 },
];
const table = guards.map((g) =>
  scenarios.map((s) => {
    // in-scope right and wrong, out-of-scope handed over
    const per = s.perSeed.map((os) => {
      const d = decide(os, g.answers);
      return [d.right, d.wrong, d.oosHandedOver];
    });
    return [0, 1, 2].map((i) => median(per.map((p) => p[i])));
  }),
);

const pct = (x: number) => (x * 100).toFixed(1).padStart(5);
console.log(`Answered right / WRONG / out-of-scope handed over at threshold ${threshold}, median of seeds ${seeds}`);
console.log(`${'scenario'.padEnd(26)}${guards.map((g) => g.name.padStart(20)).join('')}`);
scenarios.forEach((s, i) => {
  console.log(
    s.name.padEnd(26) + table.map((t) => `${pct(t[i][0])} ${pct(t[i][1])} ${pct(t[i][2])}`.padStart(20)).join(''),
  );
});
console.log(
  '\nguard               | sibling: right  wrong max-wrong | standard: right  wrong max-wrong | right lost per wrong saved (sibling, standard)',
);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
guards.forEach((g, j) => {
  const part = (sibling: boolean) => {
    const idx = scenarios.flatMap((s, i) => (s.sibling === sibling ? [i] : []));
    const dRight = mean(idx.map((i) => table[j][i][0] - table[0][i][0]));
    const dWrong = mean(idx.map((i) => table[j][i][1] - table[0][i][1]));
    const maxWrong = Math.max(...idx.map((i) => table[j][i][1]));
    return {
      cells: `${pct(dRight)}  ${pct(dWrong)}     ${pct(maxWrong)}`,
      ratio: dWrong < 0 ? (dRight / dWrong).toFixed(2) : '-',
    };
  };
  const [sib, std] = [part(true), part(false)];
  console.log(`${g.name.padEnd(19)} |       ${sib.cells} |        ${std.cells} | ${sib.ratio}, ${std.ratio}`);
});
const wrong = scenarios
  .filter((s) => s.sibling)
  .flatMap((s) => s.perSeed.flat())
  .filter((o) => o.inScope && o.best >= threshold && !o.right);
const share = (f: (o: Outcome) => boolean) => `${((wrong.filter(f).length / wrong.length) * 100).toFixed(0)} %`;
console.log(
  `\nSibling tenants' wrong answers (${wrong.length}): runner-up below 0.05 ${share((o) => o.runnerUp < 0.05)}; the label is the runner-up ${share((o) => o.runnerUpRight)}`,
);
loads.push(loadavg()[0]);
console.log(`Load average ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)}`);
