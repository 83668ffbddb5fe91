/**
 * `npm run bench:bundles`: what a function's size costs the user, a cold start. Bundles every function
 * (infra/build-functions.ts, one esbuild pass into a temp folder), starts the local stand-ins (DynamoDB
 * Local, cognito-local, s3rver, the SQS endpoint: infra/local/runtime.ts) with a tenant to serve, then
 * runs each bundle's first request in fresh node processes (median of --runs, default 3): import the
 * bundle and run its handler once on a representative event, lazy modules included (infra/first-request.ts),
 * beside an empty module started the same way in the same run. Per function it prints the minified
 * bytes, the first request (from the process's start) and its ratio to the empty module's start, the
 * import alone and its ratio to the empty module's import, the process's CPU time and its ratio to the empty
 * module's (steadier than the wall clock on a loaded machine, where a process mostly waits for a core),
 * what the handler answered and the RSS, with the machine's load average. The budget on these figures is
 * infra/cold-start-budget.test.ts.
 *
 *   npm run bench:bundles                                 every function
 *   npm run bench:bundles -- --only plans-list-plans,leads-list-leads --runs 9
 *   npm run bench:bundles -- --baseline ../other-checkout another checkout's bundles in the same run
 *   npm run bench:bundles -- --only widget-send-message --cpu-prof /tmp/prof   a .cpuprofile per process
 *
 * --baseline builds the functions of another checkout of this repository (its own build-functions.ts)
 * and measures them interleaved with these, on the same events and stand-ins, so before/after figures
 * share one machine state.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type BuildFunctionsResult, buildFunctions, repoRoot } from '../infra/build-functions';
import { eventFor, type FirstRequest, firstRequests, prepareFixtures } from '../infra/first-request';
import { listFunctions, OPS_FUNCTIONS } from '../infra/function-specs';
import { startLocal } from '../infra/local/runtime';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    baseline: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const RUNS = Math.max(3, Number(args.runs));

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
  // the stand-ins' per-visitor budgets, scaled as the e2e suites scale them: every run starts a conversation
  process.env.RATE_LIMIT_SCALE ??= '10';
  // the in-process queue consumers of the stand-ins log to this terminal otherwise
  process.env.LOG_SILENT = 'true';
  const local = await startLocal({
    port: 0,
    dataDir: path.join(tmp, 'data'),
    inMemory: true,
    seed: false,
    quiet: true,
    buildWeb: false,
  });
  try {
    const after = await buildCheckout(repoRoot, mkdtempSync(path.join(tmp, 'this-')));
    console.log(`Bundled ${after.ids.length} functions in one esbuild pass: ${after.ms.toFixed(0)} ms`);
    const baselineRoot = args.baseline ? path.resolve(args.baseline) : undefined;
    const before = baselineRoot ? await buildCheckout(baselineRoot, mkdtempSync(path.join(tmp, 'base-'))) : undefined;
    if (before) console.log(`Baseline ${baselineRoot}: ${before.ids.length} functions, ${before.ms.toFixed(0)} ms`);
    for (const l of after.lazy)
      console.log(`Loaded on first use: ${l.name} (${kb(l.bytes)}) beside ${l.ids.length} functions`);

    const specs = new Map(listFunctions().map((f) => [f.id, f]));
    const ids = (args.only ? args.only.split(',') : after.ids).filter((id) => specs.has(id));
    const skipped = (args.only ? args.only.split(',') : after.ids).filter((id) => !specs.has(id));
    if (skipped.length)
      console.log(`Not measured (no request to send): ${skipped.join(', ')} (${OPS_FUNCTIONS.length} ops function)`);
    const now = sizes(after, ids);
    const then = before ? sizes(before, ids) : new Map<string, { file: string; raw: number }>();
    const fx = await prepareFixtures(local.url);
    const cases = [...now].flatMap(([id, s]) => {
      const event = () => eventFor(specs.get(id)!, fx);
      return [
        { label: id, file: s.file, event },
        ...(then.has(id) ? [{ label: `${id} (baseline)`, file: then.get(id)!.file, event }] : []),
      ];
    });
    console.log(
      `\nFirst request: node ${process.version}, ${cpus().length} cores, load average ${load()}; ` +
        `${cases.length} bundles x ${RUNS} fresh processes, interleaved with an empty module\n`,
    );
    const eventsDir = path.join(tmp, 'events');
    mkdirSync(eventsDir);
    const profDir = args['cpu-prof'] ? path.resolve(args['cpu-prof']) : undefined;
    if (profDir) mkdirSync(profDir, { recursive: true });
    const run = await firstRequests(eventsDir, cases, {
      runs: RUNS,
      // where a first request spends its time (node --cpu-prof): open the files in Chrome DevTools; the
      // bundles' source maps sit beside them only while the bench runs, so positions are the minified ones;
      // the figures of such a run include the profiler's own cost
      nodeArgs: profDir
        ? (label, i) => [
            '--cpu-prof',
            '--cpu-prof-dir',
            profDir,
            '--cpu-prof-name',
            `${label.replace(/\W+/g, '-')}-${i + 1}.cpuprofile`,
          ]
        : undefined,
      onProgress: (done, total) => process.stderr.write(`\r  ${done}/${total}`),
    });
    process.stderr.write('\r');
    const byLabel = new Map(run.results.map((r) => [r.label, r]));
    const cell = (r: FirstRequest | undefined) =>
      !r
        ? ''
        : r.error
          ? `failed: ${r.error}`
          : `${pad(r.ms.toFixed(0), 5, true)} ms ${pad(r.ratio.toFixed(1), 5, true)}x  ${pad(r.importMs.toFixed(0), 4, true)} ms ${pad(r.importRatio.toFixed(0), 4, true)}x  ${pad(r.cpuMs.toFixed(0), 4, true)} ms ${pad(r.cpuRatio.toFixed(1), 5, true)}x  ${pad(`${r.kind} ${r.status ?? 'mixed'}`, 19)} ${mb(r.rss)}`;

    const w = Math.max(12, ...ids.map((id) => id.length));
    const head = `${pad('function', w)}  ${pad('minified', 9, true)}  first request  x empty  import  x empty     CPU  x empty  event, status     RSS`;
    console.log(before ? `${head}  | baseline: minified, first request, import, CPU` : head);
    console.log(
      `${pad('empty module', w)}  ${pad('', 9)}  ${pad(run.empty.ms.toFixed(1), 8, true)} ms   1.0x  ${pad(run.empty.importMs.toFixed(1), 4, true)} ms    1x  ${pad(run.empty.cpuMs.toFixed(0), 4, true)} ms   1.0x`,
    );
    const rows = [...now].sort((a, b) => (byLabel.get(b[0])?.ms ?? 0) - (byLabel.get(a[0])?.ms ?? 0));
    for (const [id, s] of rows) {
      const base = then.get(id);
      const mine = `${pad(id, w)}  ${pad(kb(s.raw), 9, true)}  ${cell(byLabel.get(id))}`;
      console.log(base ? `${mine}  | ${kb(base.raw)}  ${cell(byLabel.get(`${id} (baseline)`))}` : mine);
    }
    const ok = run.results.filter((r) => !r.error && !r.label.endsWith('(baseline)'));
    const spread = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return `${s[0].toFixed(1)}x to ${s.at(-1)!.toFixed(1)}x (median ${s[Math.floor(s.length / 2)].toFixed(1)}x)`;
    };
    if (ok.length) {
      console.log(`\n${ok.length} functions: first request ${spread(ok.map((r) => r.ratio))} the empty module's start`);
      console.log(
        `${' '.repeat(String(ok.length).length + 12)}import ${spread(ok.map((r) => r.importRatio))} its import`,
      );
      console.log(
        `${' '.repeat(String(ok.length).length + 12)}CPU time ${spread(ok.map((r) => r.cpuRatio))} its CPU time`,
      );
    }
    console.log(
      `Empty module: ${run.empty.ms.toFixed(1)} ms from process start, ${run.empty.importMs.toFixed(2)} ms to import, ` +
        `${run.empty.cpuMs.toFixed(0)} ms of CPU. ` +
        `Load average at start ${run.load[0].toFixed(2)}, at end ${run.load[1].toFixed(2)} (1 min)`,
    );
  } finally {
    // the last widget sends queued their leads' enrichment: done before the engines stop, not retried
    // against a stopped DynamoDB Local into the dead-letter list
    await local.queue.drain().catch(() => {});
    await local.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
