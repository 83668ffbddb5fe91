/**
 * `npm run bench:bundles`: what a function's size costs the user, a cold start. Bundles every function
 * (infra/build-functions.ts, one esbuild pass into a temp folder), then imports each bundle in fresh node
 * processes (median of --runs, default 5) beside an empty module imported the same way in the same run
 * (infra/cold-start.ts), and prints per function its minified bytes, the median import time, its ratio to
 * the empty module and the RSS after the import, with the machine's load average. The budget on these
 * figures is infra/cold-start-budget.test.ts.
 *
 *   npm run bench:bundles                                 every function
 *   npm run bench:bundles -- --only plans-list-plans,leads-list-leads --runs 9
 *   npm run bench:bundles -- --baseline ../other-checkout another checkout's bundles in the same run
 *
 * --baseline builds the functions of another checkout of this repository (its own build-functions.ts)
 * and measures them interleaved with these, so before/after figures share one machine state. Packages
 * loaded lazily (openai, the gateway SDKs, the language module) are listed, not timed: the cold start
 * does not load them.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type BuildFunctionsResult, buildFunctions, repoRoot } from '../infra/build-functions';
import { type ColdImport, coldImports, writeEmptyModule } from '../infra/cold-start';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, only: { type: 'string' }, baseline: { type: 'string' } },
});
const RUNS = Math.max(5, Number(args.runs));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pad = (s: string, n: number, right = false) => (right ? s.padStart(n) : s.padEnd(n));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Builds one checkout's functions into `outDir`, with node_modules linked where the bundles look for the SDK. */
async function buildCheckout(root: string, outRoot: string): Promise<BuildFunctionsResult> {
  symlinkSync(path.join(root, 'node_modules'), path.join(outRoot, 'node_modules'), 'dir');
  const outDir = path.join(outRoot, 'functions');
  if (root === repoRoot) return buildFunctions({ outDir });
  const other = (await import(pathToFileURL(path.join(root, 'infra', 'build-functions.ts')).href)) as {
    buildFunctions: typeof buildFunctions;
  };
  return other.buildFunctions({ rootDir: root, outDir });
}

function sizes(built: BuildFunctionsResult, ids: string[]) {
  return new Map(
    ids
      .filter((id) => built.ids.includes(id))
      .map((id) => {
        const file = path.join(built.outDir, id, 'index.mjs');
        const code = readFileSync(file);
        return [id, { file, raw: code.length, gzip: gzipSync(code).length }];
      }),
  );
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'parley-bench-bundles-'));
  try {
    const after = await buildCheckout(repoRoot, mkdtempSync(path.join(tmp, 'this-')));
    console.log(`Bundled ${after.ids.length} functions in one esbuild pass: ${after.ms.toFixed(0)} ms`);
    const baselineRoot = args.baseline ? path.resolve(args.baseline) : undefined;
    const before = baselineRoot ? await buildCheckout(baselineRoot, mkdtempSync(path.join(tmp, 'base-'))) : undefined;
    if (before) console.log(`Baseline ${baselineRoot}: ${before.ids.length} functions, ${before.ms.toFixed(0)} ms`);
    for (const l of after.lazy)
      console.log(
        `Loaded on first use, not at cold start: ${l.name} (${kb(l.bytes)}) beside ${l.ids.length} functions`,
      );

    const ids = args.only ? args.only.split(',') : after.ids;
    const now = sizes(after, ids);
    const then = before ? sizes(before, ids) : new Map<string, { file: string; raw: number }>();
    const cases = [...now].flatMap(([id, s]) => [
      { label: id, file: s.file },
      ...(then.has(id) ? [{ label: `${id} (baseline)`, file: then.get(id)!.file }] : []),
    ]);
    console.log(
      `\nCold import: node ${process.version}, ${cpus().length} cores, load average ${load()}; ` +
        `${cases.length} bundles x ${RUNS} fresh processes, interleaved with an empty module\n`,
    );
    const run = coldImports(writeEmptyModule(tmp), cases, {
      runs: RUNS,
      onProgress: (done, total) => process.stderr.write(`\r  ${done}/${total}`),
    });
    process.stderr.write('\r');
    const byLabel = new Map(run.results.map((r) => [r.label, r]));
    const cell = (r: ColdImport | undefined) =>
      !r ? '' : r.error ? `failed: ${r.error}` : `${r.ms.toFixed(1)} ms  ${r.ratio.toFixed(2)}x  ${mb(r.rss)}`;

    const w = Math.max(12, ...ids.map((id) => id.length));
    const head = `${pad('function', w)}  ${pad('minified', 10, true)}  ${pad('import (median)  x empty  RSS', 31)}`;
    console.log(before ? `${head}  | baseline: minified, import, x empty, RSS` : head);
    console.log(
      `${pad('empty module', w)}  ${pad('', 10)}  ${cell(run.empty)}  (${run.empty.ms.toFixed(1)} ms is 1.00x)`,
    );
    const rows = [...now].sort((a, b) => (byLabel.get(b[0])?.ms ?? 0) - (byLabel.get(a[0])?.ms ?? 0));
    for (const [id, s] of rows) {
      const base = then.get(id);
      const mine = `${pad(id, w)}  ${pad(kb(s.raw), 10, true)}  ${pad(cell(byLabel.get(id)), 31)}`;
      console.log(base ? `${mine}  | ${kb(base.raw)}  ${cell(byLabel.get(`${id} (baseline)`))}` : mine);
    }
    const ok = run.results.filter((r) => !r.error && !r.label.endsWith('(baseline)'));
    const ratios = ok.map((r) => r.ratio).sort((a, b) => a - b);
    if (ratios.length)
      console.log(
        `\n${ok.length} functions: ratio to the empty module ${ratios[0].toFixed(2)}x to ${ratios.at(-1)!.toFixed(2)}x` +
          ` (median ${ratios[Math.floor(ratios.length / 2)].toFixed(2)}x)`,
      );
    console.log(`Load average at start ${run.load[0].toFixed(2)}, at end ${run.load[1].toFixed(2)} (1 min)`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
