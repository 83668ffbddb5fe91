/**
 * Chooses the engine's constants (functions/ai/engine/engine.ts TUNING) on train-split validation sets:
 * for BANKING77 and HWU64, per seed, k phrases per intent drawn from the *train* split, and up to --per other
 * train phrases per intent asked (the test splits are never read). Prints top-1 with every intent trained
 * and the training time, for each tuning of the grid.
 *
 *   npx tsx bench/intent-sweep.ts [--k 10 --seeds 1,2,3 --per 30] [--grid 'denseInLinear=0,1,2;blendLinear=1']
 */
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type EngineTuning, TUNING, trainIntentScorer } from '../functions/ai/engine/engine';
import { datasetDir, groupByCategory, loadLabelledCsv, sampleKShot } from './lib/dataset';
import { median } from './lib/intent-eval';
import { benchEmbedder, embedTexts } from './lib/intent-vectors';

const { values } = parseArgs({
  options: {
    k: { type: 'string', default: '10' },
    seeds: { type: 'string', default: '1,2,3' },
    per: { type: 'string', default: '30' },
    grid: { type: 'string', default: '' },
  },
});
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const k = Number(values.k);
const per = Number(values.per);
const seeds = values.seeds.split(',').map(Number);
const DATASETS = ['banking77', 'hwu64'].map((name) => ({
  name,
  train: groupByCategory(loadLabelledCsv(resolve(datasetDir(repoRoot, name), 'train.csv'))),
}));
const vectors = await embedTexts(
  await benchEmbedder('static'),
  DATASETS.flatMap((d) => [...d.train.values()].flat()),
);

/** Every combination of the grid's values, over TUNING. */
function grid(spec: string): EngineTuning[] {
  let out: EngineTuning[] = [{ ...TUNING }];
  for (const part of spec.split(';').filter(Boolean)) {
    const [key, vals] = part.split('=');
    out = out.flatMap((t) => vals.split(',').map((v) => ({ ...t, [key.trim()]: Number(v) })));
  }
  return out;
}

const splits = DATASETS.flatMap((d) =>
  seeds.map((seed) => {
    const { intents, rest } = sampleKShot(d.train, k, seed);
    return {
      dataset: d.name,
      intents: intents.map((it) => ({ ...it, phraseVectors: it.phrases.map((p) => vectors.get(p)!) })),
      questions: [...rest].flatMap(([id, texts]) => texts.slice(0, per).map((text) => ({ text, id }))),
    };
  }),
);

const keys = values.grid
  .split(';')
  .filter(Boolean)
  .map((p) => p.split('=')[0].trim()) as (keyof EngineTuning)[];
console.log(
  `k = ${k}, seeds ${seeds.join(',')}, ${per} validation phrases per intent; load ${loadavg()[0].toFixed(2)}`,
);
for (const tuning of grid(values.grid)) {
  const cells: string[] = [];
  for (const d of DATASETS) {
    const tops: number[] = [];
    const trainMs: number[] = [];
    for (const s of splits.filter((x) => x.dataset === d.name)) {
      const t0 = performance.now();
      const scorer = trainIntentScorer(s.intents, tuning);
      trainMs.push(performance.now() - t0);
      let ok = 0;
      for (const q of s.questions) {
        const [best] = scorer.explain(q.text, vectors.get(q.text));
        if (best && scorer.intentIds[best.intentIndex] === q.id) ok++;
      }
      tops.push(ok / s.questions.length);
    }
    const mean = tops.reduce((a, b) => a + b, 0) / tops.length;
    cells.push(`${d.name} ${(mean * 100).toFixed(2)}% (train ${median(trainMs).toFixed(0)} ms)`);
  }
  console.log(`${keys.map((key) => `${key}=${tuning[key]}`).join(' ')} | ${cells.join(' | ')}`);
}
