/**
 * Measures the Training Center's "cautious ↔ helpful" slider and writes shared/answer-levels.ts.
 *
 *   npx tsx bench/answer-levels.ts [--thresholds 0.8,0.65,0.5,0.35,0.2] [--embedder static|use-lite] [--dry-run]
 *
 * bench:intents' scenarios (bench/lib/intent-eval.ts), k = 10 training phrases, seeds 1-3, the engine as
 * the product runs it offline (with the semantic signal of --embedder). Every message is matched once per
 * seed; the thresholds only re-read the results. For each threshold:
 *   answered / handedOver - BANKING77, every intent but 10 held out: share of covered questions answered
 *                           right / share of the held-out intents' questions not answered
 *   secondDomain          - the same on the clinic FAQ (bench/data/clinic-faq.json), unrelated questions uncovered
 *   bySize                - per tenant size (10, 30 and all-but-10 intents), BANKING77 and HWU64 averaged:
 *                           covered questions answered right, answered wrong, handed over (the three sum to 1),
 *                           and uncovered questions (same domain) handed over
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { datasetDir, groupByCategory, loadLabelledCsv } from './lib/dataset';
import {
  ALL_INTENTS,
  type ClinicData,
  clinicScenario,
  datasetScenarios,
  decide,
  match,
  mean,
  median,
  type Outcome,
} from './lib/intent-eval';
import { benchEmbedder, type EmbedderName, embedTexts } from './lib/intent-vectors';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFile = resolve(repoRoot, 'shared/answer-levels.ts');
const { values } = parseArgs({
  options: {
    thresholds: { type: 'string', default: '0.8,0.65,0.5,0.35,0.2' },
    embedder: { type: 'string', default: 'static' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const thresholds = values.thresholds
  .split(',')
  .map(Number)
  .sort((a, b) => b - a);
const LABELS = ['Very cautious', 'Cautious', 'Balanced', 'Helpful', 'Very helpful'];
if (thresholds.length !== LABELS.length || thresholds.some((t) => !(t > 0 && t < 1))) {
  throw new Error(`--thresholds needs ${LABELS.length} numbers between 0 and 1`);
}
const K = 10;
const SEEDS = [1, 2, 3];
const SIZES = [10, 30, ALL_INTENTS];

const datasets = ['banking77', 'hwu64'].map((name) => {
  const dir = datasetDir(repoRoot, name);
  const test = loadLabelledCsv(resolve(dir, 'test.csv'));
  return {
    name,
    train: groupByCategory(loadLabelledCsv(resolve(dir, 'train.csv'))),
    test,
    testByCat: groupByCategory(test),
  };
});
const clinic = JSON.parse(readFileSync(resolve(repoRoot, 'bench/data/clinic-faq.json'), 'utf8')) as ClinicData;
const embedder = await benchEmbedder(values.embedder as EmbedderName);
const vectors = await embedTexts(embedder, [
  ...datasets.flatMap((d) => [...[...d.train.values()].flat(), ...d.test.map((r) => r.text)]),
  ...clinic.intents.flatMap((it) => [...it.phrases, ...it.tests]),
  ...clinic.outOfDomain,
]);

/** outcomes[dataset][size][seed] */
const outcomes = datasets.map((d) =>
  SIZES.map((size) =>
    SEEDS.map((seed) => datasetScenarios(d.train, d.testByCat, K, size, seed).flatMap((s) => match(s, vectors))),
  ),
);
const clinicOutcomes = SEEDS.map((seed) => match(clinicScenario(clinic, K, seed), vectors));

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const at = (runs: Outcome[][], t: number) => {
  const ds = runs.map((os) => decide(os, t));
  return {
    right: median(ds.map((d) => d.right)),
    wrong: median(ds.map((d) => d.wrong)),
    handedOver: median(ds.map((d) => d.handedOver)),
    oosHandedOver: median(ds.map((d) => d.oosHandedOver)),
  };
};
const levels = thresholds.map((threshold, i) => {
  const banking = at(outcomes[0][SIZES.indexOf(ALL_INTENTS)], threshold);
  const second = at(clinicOutcomes, threshold);
  return {
    level: i + 1,
    label: LABELS[i],
    threshold,
    answered: round3(banking.right),
    handedOver: round3(banking.oosHandedOver),
    secondDomain: { answered: round3(second.right), handedOver: round3(second.oosHandedOver) },
    bySize: SIZES.map((size, s) => {
      const per = outcomes.map((d) => at(d[s], threshold));
      const avg = (f: (x: (typeof per)[number]) => number) => round3(mean(per.map(f)));
      return {
        intents: size === ALL_INTENTS ? 'all' : size,
        right: avg((x) => x.right),
        wrong: avg((x) => x.wrong),
        handedOver: avg((x) => x.handedOver),
        uncoveredHandedOver: avg((x) => x.oosHandedOver),
      };
    }),
  };
});

const p = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);
console.log(`semantic signal: ${embedder.id}; k = ${K}; seeds ${SEEDS.join(',')}`);
console.log(
  'level  threshold | BANKING77 all: answered handedOver | clinic | per size (B77+HWU64): right wrong handed uncov-ho',
);
for (const l of levels)
  console.log(
    `${String(l.level).padStart(5)}  ${l.threshold.toFixed(2).padStart(9)} | ${p(l.answered)} ${p(l.handedOver)} | ${p(l.secondDomain.answered)} ${p(l.secondDomain.handedOver)} | ${l.bySize.map((b) => `${b.intents}: ${p(b.right)} ${p(b.wrong)} ${p(b.handedOver)} ${p(b.uncoveredHandedOver)}`).join(' | ')}`,
  );

// Only the ANSWER_LEVELS array is rewritten; the type and answerLevel() are hand-written in the file.
const rows = levels.map((l) =>
  [
    '  {',
    `    level: ${l.level},`,
    `    label: '${l.label}',`,
    `    threshold: ${l.threshold},`,
    `    answered: ${l.answered},`,
    `    handedOver: ${l.handedOver},`,
    `    secondDomain: { answered: ${l.secondDomain.answered}, handedOver: ${l.secondDomain.handedOver} },`,
    '    bySize: [',
    ...l.bySize.map(
      (b) =>
        `      { intents: ${typeof b.intents === 'string' ? `'${b.intents}'` : b.intents}, right: ${b.right}, wrong: ${b.wrong}, handedOver: ${b.handedOver}, uncoveredHandedOver: ${b.uncoveredHandedOver} },`,
    ),
    '    ],',
    '  },',
  ].join('\n'),
);
const START = 'export const ANSWER_LEVELS: readonly AnswerLevel[] = [\n';
const current = readFileSync(outFile, 'utf8');
const from = current.indexOf(START) + START.length;
const to = current.indexOf('\n];', from);
if (from < START.length || to < 0) throw new Error(`${outFile}: the ANSWER_LEVELS array was not found`);
const source = `${current.slice(0, from)}${rows.join('\n')}${current.slice(to)}`;
if (values['dry-run']) console.log(`\n${source}`);
else {
  writeFileSync(outFile, source);
  console.log(`\nwrote ${outFile} (run npx biome check --write shared/answer-levels.ts)`);
}
