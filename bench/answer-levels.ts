/**
 * Measures the Training Center's "cautious ↔ helpful" slider and writes shared/answer-levels.ts.
 *
 *   npx tsx bench/answer-levels.ts [--thresholds 0.3,0.4,0.5,0.6,0.7] [--dry-run]
 *
 * The held-out-intent method of bench/intents.ts on BANKING77, k = 10, seeds 1-3: per seed 10 intents
 * are never trained (their test messages are questions the intents do not cover) and the other 67 are
 * trained with 10 phrases each. For each threshold:
 *   answered   = share of covered test messages whose best intent is right AND at or above it
 *   handedOver = share of uncovered test messages whose best intent is below it (no direct answer)
 * The model is trained and every message matched once per seed; the thresholds only re-read the results,
 * so re-running after a recalibration of functions/ai/engine takes as long as one bench pass (~1 min).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { trainIntentModel } from '../functions/ai/engine';
import { groupByCategory, holdOutCategories, loadLabelledCsv, sampleKShot } from './lib/dataset';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(repoRoot, '../shared/datasets/banking77');
const outFile = resolve(repoRoot, 'shared/answer-levels.ts');
const { values } = parseArgs({
  options: {
    thresholds: { type: 'string', default: '0.2,0.35,0.5,0.6,0.7' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const thresholds = values.thresholds.split(',').map(Number);
const LABELS = ['Very cautious', 'Cautious', 'Balanced', 'Helpful', 'Very helpful'];
if (thresholds.length !== LABELS.length || thresholds.some((t) => !(t > 0 && t < 1))) {
  throw new Error(`--thresholds needs ${LABELS.length} numbers between 0 and 1`);
}
const K = 10;
const SEEDS = [1, 2, 3];
const HELD_OUT = 10;

const byCat = groupByCategory(loadLabelledCsv(resolve(dataDir, 'train.csv')));
const test = loadLabelledCsv(resolve(dataDir, 'test.csv'));
const categories = [...byCat.keys()];

/** Per seed: for each test message, whether it is covered, whether the best intent is right, its confidence. */
const outcomes = SEEDS.map((seed) => {
  const held = holdOutCategories(categories, HELD_OUT, seed + 100);
  const model = trainIntentModel(
    sampleKShot(
      byCat,
      K,
      seed,
      categories.filter((c) => !held.has(c)),
    ).intents,
  );
  return test.map((r) => {
    const best = model.match(r.text).best;
    return { covered: !held.has(r.category), right: best?.intentId === r.category, confidence: best?.confidence ?? 0 };
  });
});

/**
 * The second domain (bench/data/clinic-faq.json): 15 clinic intents with their 10 phrases, their paraphrased
 * test messages as covered questions, and unrelated questions as uncovered ones. BANKING77's uncovered
 * questions are banking questions, the hardest case; a clinic's visitors mostly ask unrelated things.
 */
const clinic = JSON.parse(readFileSync(resolve(repoRoot, 'bench/data/clinic-faq.json'), 'utf8')) as {
  intents: { id: string; phrases: string[]; tests: string[] }[];
  outOfDomain: string[];
};
const clinicModel = trainIntentModel(clinic.intents.map((it) => ({ id: it.id, phrases: it.phrases })));
const clinicOutcomes = [
  ...clinic.intents.flatMap((it) =>
    it.tests.map((text) => {
      const best = clinicModel.match(text).best;
      return { covered: true, right: best?.intentId === it.id, confidence: best?.confidence ?? 0 };
    }),
  ),
  ...clinic.outOfDomain.map((text) => ({
    covered: false,
    right: false,
    confidence: clinicModel.match(text).best?.confidence ?? 0,
  })),
];

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const round3 = (x: number) => Math.round(x * 1000) / 1000;
// a higher threshold answers less: level 1 (most cautious) takes the highest
type Outcome = { covered: boolean; right: boolean; confidence: number };
function shares(runs: Outcome[][], threshold: number) {
  return {
    answered: mean(
      runs.map((os) => {
        const covered = os.filter((o) => o.covered);
        return covered.filter((o) => o.right && o.confidence >= threshold).length / covered.length;
      }),
    ),
    handedOver: mean(
      runs.map((os) => {
        const uncovered = os.filter((o) => !o.covered);
        return uncovered.filter((o) => o.confidence < threshold).length / uncovered.length;
      }),
    ),
  };
}
const levels = [...thresholds]
  .sort((a, b) => b - a)
  .map((threshold, i) => {
    const { answered, handedOver } = shares(outcomes, threshold);
    const second = shares([clinicOutcomes], threshold);
    return {
      level: i + 1,
      label: LABELS[i],
      threshold,
      answered: round3(answered),
      handedOver: round3(handedOver),
      secondDomain: { answered: round3(second.answered), handedOver: round3(second.handedOver) },
    };
  });

console.log('level  label           threshold  answered  handedOver | clinic answered  handedOver');
for (const l of levels) {
  console.log(
    `${String(l.level).padStart(5)}  ${l.label.padEnd(14)}  ${l.threshold.toFixed(2).padStart(9)}  ${(l.answered * 100).toFixed(1).padStart(7)}%  ${(l.handedOver * 100).toFixed(1).padStart(9)}% | ${(l.secondDomain.answered * 100).toFixed(1).padStart(14)}%  ${(l.secondDomain.handedOver * 100).toFixed(1).padStart(9)}%`,
  );
}

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
  console.log(`\nwrote ${outFile}`);
}
