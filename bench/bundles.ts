/**
 * `npm run bench:bundles`: bundles every function (one esbuild pass, into a temp folder), prints each
 * bundle's minified size raw and gzipped against the 400 KB budget, then measures the cold `import()`
 * time of the three largest bundles and of a public route against an empty module measured in the same
 * run, in fresh node processes (median of N, runs interleaved so machine noise hits all alike) — the
 * closest local stand-in for a Lambda cold start's module-load phase. The bundles leave the AWS SDK to
 * the Lambda runtime, so here it loads from node_modules (CommonJS builds, as in the runtime), and its
 * load time is part of each measurement. Packages loaded lazily (openai) are listed, not timed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildFunctions, repoRoot } from '../infra/build-functions';

const RUNS = 10;
const BUDGET_BYTES = 400 * 1024;
/** The public route measured beside the largest bundles (the landing page's plan catalogue). */
const PUBLIC_ROUTE = 'plans-list-plans';

// Handlers may read config at import time; give them the names Lambda would have, with dummy values.
const lambdaLikeEnv = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  STAGE: 'bench',
  TABLE_NAME: 'parley-bench',
  QUEUE_URLS: JSON.stringify({ 'intent-sync': 'https://sqs.ap-south-1.amazonaws.com/000000000000/bench' }),
  USER_POOL_ID: 'ap-south-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  JWT_ISSUER: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_bench',
  JWKS_URL: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_bench/.well-known/jwks.json',
  KMS_KEY_ID: 'bench',
  PAGES_BUCKET: 'bench',
  WS_ENDPOINT: 'https://bench.execute-api.ap-south-1.amazonaws.com/ws',
  APP_ORIGIN: 'https://bench.cloudfront.net',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  LOG_SILENT: 'true',
};

const importTimer =
  'const t = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - t));';

function importOnceMs(file: string, nodeOptions = ''): number {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', importTimer, pathToFileURL(file).href], {
    env: { ...lambdaLikeEnv, NODE_OPTIONS: nodeOptions },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr.trim().split('\n').slice(-3).join(' '));
  return Number(child.stdout);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Median cold import per case; round-robin over the cases so a noisy moment does not favour one. */
function coldImports(cases: { label: string; file: string; nodeOptions?: string }[]) {
  const times = cases.map(() => [] as number[]);
  const errors: (string | undefined)[] = cases.map(() => undefined);
  for (let run = 0; run < RUNS; run++)
    cases.forEach((c, i) => {
      if (errors[i]) return;
      try {
        times[i].push(importOnceMs(c.file, c.nodeOptions));
      } catch (err) {
        errors[i] = (err as Error).message;
      }
    });
  return cases.map((c, i) => ({ ...c, median: median(times[i]), error: errors[i] }));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (s: string, n: number, right = false) => (right ? s.padStart(n) : s.padEnd(n));

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'parley-bench-bundles-'));
  try {
    // the SDK the Lambda runtime would provide: node_modules, linked where the bundles look for it
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
    const built = await buildFunctions({ outDir: path.join(tmp, 'functions') });
    console.log(`Bundled ${built.ids.length} functions in one esbuild pass: ${built.ms.toFixed(0)} ms\n`);
    const rows = built.ids.map((id) => {
      const file = path.join(built.outDir, id, 'index.mjs');
      const code = readFileSync(file);
      return { id, file, raw: code.length, gzip: gzipSync(code).length };
    });
    rows.sort((a, b) => b.raw - a.raw);
    const w = Math.max(8, ...rows.map((r) => r.id.length));
    console.log(`${pad('function', w)}  ${pad('minified', 10, true)}  ${pad('gzip', 10, true)}  budget 400 KB`);
    console.log(`${'-'.repeat(w)}  ${'-'.repeat(10)}  ${'-'.repeat(10)}  -------------`);
    for (const r of rows)
      console.log(
        `${pad(r.id, w)}  ${pad(kb(r.raw), 10, true)}  ${pad(kb(r.gzip), 10, true)}  ${r.raw <= BUDGET_BYTES ? 'ok' : `over by ${kb(r.raw - BUDGET_BYTES)}`}`,
      );
    const total = rows.reduce((s, r) => ({ raw: s.raw + r.raw, gzip: s.gzip + r.gzip }), { raw: 0, gzip: 0 });
    console.log(`${pad('total', w)}  ${pad(kb(total.raw), 10, true)}  ${pad(kb(total.gzip), 10, true)}`);
    console.log(`${rows.filter((r) => r.raw > BUDGET_BYTES).length} of ${rows.length} functions over the budget`);
    for (const l of built.lazy)
      console.log(
        `Loaded on first use, not at cold start: ${l.name} (${kb(l.bytes)}) in node_modules/ of ${l.ids.join(', ')}`,
      );

    if (rows.length === 0) return;
    const empty = path.join(tmp, 'empty.mjs');
    writeFileSync(empty, 'export {};\n');
    const measured = [
      ...rows.slice(0, 3),
      ...rows.filter((r) => r.id === PUBLIC_ROUTE && !rows.slice(0, 3).includes(r)),
    ];
    console.log(`\nCold import, fresh node ${process.version} process each, median of ${RUNS} (interleaved):`);
    const results = coldImports([
      { label: 'empty module', file: empty },
      ...measured.map((r) => ({ label: r.id === PUBLIC_ROUTE ? `${r.id} (public)` : r.id, file: r.file })),
      {
        label: `${rows[0].id} (--enable-source-maps, as deployed)`,
        file: rows[0].file,
        nodeOptions: '--enable-source-maps',
      },
    ]);
    const base = results[0];
    const lw = Math.max(...results.map((r) => r.label.length));
    for (const r of results) {
      const over =
        r === base || base.error || r.error
          ? ''
          : `  +${(r.median - base.median).toFixed(1)} ms over empty (${(r.median / base.median).toFixed(1)}x)`;
      console.log(
        `  ${pad(r.label, lw)}  ${r.error ? `import failed: ${r.error}` : `${pad(r.median.toFixed(1), 6, true)} ms${over}`}`,
      );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
