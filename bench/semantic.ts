/**
 * `npm run bench:semantic`: what the offline semantic signal (the static table distilled from USE lite,
 * functions/ai/embeddings/static-embedder.ts) costs and how well it ranks.
 *
 * Cost, each in a fresh process (median of --runs, load average beside each figure):
 * - cold start: import of the embedder + table load + first embedding, beside the import of an empty
 *   module in the same run (what any process pays to start a module);
 * - per message: p50 / p99 of embedTextSync over the BANKING77 test messages (warm);
 * - memory: heap and RSS growth from the table load;
 * - the data file's size.
 * Quality: semantic-only top-1 (bench/lib/intent-eval.ts semanticTop1: nearest phrase + centroid) on
 * BANKING77 and HWU64 with k = 10 phrases an intent (seeds 1-3), USE lite itself vs the table, and any
 * other table files passed with --table (distillation choices: bench/distill-static-embeddings.ts).
 *
 * Run: npm run bench:semantic [-- --runs 5 --skip-quality --table /tmp/other.bin]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { embedderOfTable } from '../functions/ai/embeddings/static-embedder';
import { datasetDir, groupByCategory, loadLabelledCsv, sampleKShot } from './lib/dataset';
import { embedAll } from './lib/embedding-cache';
import { semanticTop1 } from './lib/intent-eval';
import { useLiteEmbedder } from './lib/use-lite';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TABLE = join(repoRoot, 'functions/ai/embeddings/static-table.bin');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // the datasets folder (default: bench/lib/dataset.ts datasetDir's, which finds it from a worktree too)
    datasets: { type: 'string' },
    table: { type: 'string', multiple: true, default: [] },
    'skip-quality': { type: 'boolean', default: false },
    child: { type: 'string' },
  },
});
const load = () => loadavg()[0].toFixed(2);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

// ---- the child process: one cold start, measured from inside ----
if (values.child) {
  const t0 = performance.now();
  if (values.child === 'empty') {
    await import(pathToFileURL(join(tmpdir(), 'parley-bench-empty.mjs')).href);
    console.log(JSON.stringify({ ms: performance.now() - t0 }));
  } else {
    const before = process.memoryUsage();
    const { embedTextSync } = await import('../functions/ai/embeddings/static-embedder');
    const imported = performance.now();
    embedTextSync('I still have not received my new card');
    const ms = performance.now() - t0;
    const after = process.memoryUsage();
    console.log(
      JSON.stringify({
        ms,
        importMs: imported - t0,
        heapMb: (after.heapUsed - before.heapUsed) / 1e6,
        rssMb: (after.rss - before.rss) / 1e6,
        externalMb: (after.external + after.arrayBuffers - before.external - before.arrayBuffers) / 1e6,
      }),
    );
  }
  process.exit(0);
}

// ---- cost ----
writeFileSync(join(tmpdir(), 'parley-bench-empty.mjs'), 'export {};\n');
const child = (kind: string) =>
  JSON.parse(
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--child', kind], {
      encoding: 'utf8',
    }).trim(),
  );
const cold: { ms: number; importMs: number; heapMb: number; rssMb: number; externalMb: number }[] = [];
const empty: number[] = [];
const loads: string[] = [];
for (let i = 0; i < Number(values.runs); i++) {
  empty.push(child('empty').ms);
  cold.push(child('table'));
  loads.push(load());
}
console.log(`\nstatic table: ${(statSync(TABLE).size / 1e6).toFixed(2)} MB (${TABLE.slice(repoRoot.length + 1)})`);
console.log(
  `cold start (import + load + first embedding, fresh process, median of ${cold.length}): ${median(cold.map((c) => c.ms)).toFixed(0)} ms ` +
    `(of which import ${median(cold.map((c) => c.importMs)).toFixed(0)} ms); empty module import same run: ${median(empty).toFixed(1)} ms; load avg ${loads.join(' / ')}`,
);
console.log(
  `memory after load: heap +${median(cold.map((c) => c.heapMb)).toFixed(1)} MB, RSS +${median(cold.map((c) => c.rssMb)).toFixed(1)} MB, ` +
    `buffers +${median(cold.map((c) => c.externalMb)).toFixed(1)} MB`,
);

const datasets = values.datasets ? resolve(values.datasets) : datasetDir(repoRoot, '');
const banking = loadLabelledCsv(join(datasets, 'banking77/test.csv'));
const { embedTextSync } = await import('../functions/ai/embeddings/static-embedder');
for (const m of banking.slice(0, 500)) embedTextSync(m.text); // warm-up: JIT, not timed
const perRun: { p50: number; p99: number }[] = [];
for (let run = 0; run < 3; run++) {
  const times = banking.map((m) => {
    const t = process.hrtime.bigint();
    embedTextSync(`${m.text} ${run}`); // a new text each run (unknown words are memoised)
    return Number(process.hrtime.bigint() - t) / 1e6;
  });
  times.sort((a, b) => a - b);
  perRun.push({ p50: times[Math.floor(times.length * 0.5)], p99: times[Math.floor(times.length * 0.99)] });
}
console.log(
  `per message (${banking.length} BANKING77 test messages, median of 3 runs): p50 ${median(perRun.map((r) => r.p50)).toFixed(3)} ms, ` +
    `p99 ${median(perRun.map((r) => r.p99)).toFixed(3)} ms; load avg ${load()}`,
);

// ---- quality ----
if (!values['skip-quality']) {
  const K = 10;
  const SEEDS = [1, 2, 3];
  const tables = [TABLE, ...(values.table ?? [])];
  console.log(`\nsemantic-only top-1, k = ${K}, mean of seeds ${SEEDS.join(', ')}:`);
  for (const name of ['banking77', 'hwu64']) {
    const train = loadLabelledCsv(join(datasets, name, 'train.csv'));
    const test = loadLabelledCsv(join(datasets, name, 'test.csv'));
    const byCat = groupByCategory(train);
    const samples = SEEDS.map((seed) => sampleKShot(byCat, K, seed).intents);
    const texts = [...new Set([...samples.flatMap((s) => s.flatMap((it) => it.phrases)), ...test.map((m) => m.text)])];
    const mean = (vectors: Map<string, Float32Array>) =>
      samples.reduce((s, intents) => s + semanticTop1(intents, test, vectors), 0) / samples.length;
    const use = await embedAll(
      useLiteEmbedder,
      texts,
      join(tmpdir(), 'parley-bench', `semantic-${name}-use-lite.json`),
    );
    const row = [`USE lite ${pct(mean(use))}`];
    for (const file of tables) {
      const embed = embedderOfTable(readFileSync(file));
      const label = file === TABLE ? 'table' : file;
      row.push(`${label} ${pct(mean(new Map(texts.map((t) => [t, embed(t)]))))}`);
    }
    console.log(`  ${name}: ${row.join(' | ')}`);
  }
}
