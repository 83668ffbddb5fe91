/**
 * `npm run bench:bundles`: bundles every function (one esbuild pass, into a temp folder), prints each
 * bundle's minified size raw and gzipped, then measures the cold `import()` time of the largest bundle
 * against an empty module in fresh node processes (median of N), the closest local stand-in for a
 * Lambda cold start's module-load phase.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildFunctions } from '../infra/build-functions';

const RUNS = 10;

// Handlers may read config at import time; give them the names Lambda would have, with dummy values.
const lambdaLikeEnv = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  STAGE: 'bench',
  TABLE_NAME: 'parley-bench',
  QUEUE_URL: 'https://sqs.ap-south-1.amazonaws.com/000000000000/bench',
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

function coldImportMs(file: string, nodeOptions = ''): { median: number; error?: string } {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', importTimer, pathToFileURL(file).href], {
      env: { ...lambdaLikeEnv, NODE_OPTIONS: nodeOptions },
      encoding: 'utf8',
    });
    if (child.status !== 0) return { median: Number.NaN, error: child.stderr.trim().split('\n').slice(-3).join(' ') };
    times.push(Number(child.stdout));
  }
  times.sort((a, b) => a - b);
  return { median: (times[RUNS / 2 - 1] + times[RUNS / 2]) / 2 };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (s: string, n: number, right = false) => (right ? s.padStart(n) : s.padEnd(n));

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'parley-bench-bundles-'));
  try {
    const built = await buildFunctions({ outDir: path.join(tmp, 'functions') });
    console.log(`Bundled ${built.ids.length} functions in one esbuild pass: ${built.ms.toFixed(0)} ms\n`);
    const rows = built.ids.map((id) => {
      const file = path.join(built.outDir, id, 'index.mjs');
      const code = readFileSync(file);
      return { id, file, raw: code.length, gzip: gzipSync(code).length };
    });
    rows.sort((a, b) => b.raw - a.raw);
    const w = Math.max(8, ...rows.map((r) => r.id.length));
    console.log(`${pad('function', w)}  ${pad('minified', 10, true)}  ${pad('gzip', 10, true)}`);
    console.log(`${'-'.repeat(w)}  ${'-'.repeat(10)}  ${'-'.repeat(10)}`);
    for (const r of rows) console.log(`${pad(r.id, w)}  ${pad(kb(r.raw), 10, true)}  ${pad(kb(r.gzip), 10, true)}`);
    const total = rows.reduce((s, r) => ({ raw: s.raw + r.raw, gzip: s.gzip + r.gzip }), { raw: 0, gzip: 0 });
    console.log(`${pad('total', w)}  ${pad(kb(total.raw), 10, true)}  ${pad(kb(total.gzip), 10, true)}`);

    const largest = rows[0];
    if (!largest) return;
    const empty = path.join(tmp, 'empty.mjs');
    writeFileSync(empty, 'export {};\n');
    console.log(`\nCold import, fresh node ${process.version} process each, median of ${RUNS}:`);
    const cases: [string, string, string][] = [
      ['empty module', empty, ''],
      [largest.id, largest.file, ''],
      [`${largest.id} (--enable-source-maps, as deployed)`, largest.file, '--enable-source-maps'],
    ];
    const results = cases.map(([label, file, opts]) => ({ label, ...coldImportMs(file, opts) }));
    const lw = Math.max(...results.map((r) => r.label.length));
    for (const r of results) {
      console.log(`  ${pad(r.label, lw)}  ${r.error ? `import failed: ${r.error}` : `${r.median.toFixed(1)} ms`}`);
    }
    const [base, big] = results;
    if (!base.error && !big.error)
      console.log(`  => ${largest.id} costs ${(big.median - base.median).toFixed(1)} ms over an empty module`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
