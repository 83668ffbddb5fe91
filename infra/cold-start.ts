import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Cold import of a function bundle, the closest local stand-in for a Lambda cold start's module-load
 * phase: a fresh `node` process imports the bundle and reports how long the `import()` took
 * (process.hrtime) and its resident set size afterwards. Times are only comparable within one run on one
 * machine, so every figure is read beside an empty module imported the same way in the same run, as a
 * ratio. Used by `npm run bench:bundles` (bench/bundles.ts) and the cold-start budget
 * (infra/cold-start-budget.test.ts).
 *
 * The bundles leave the AWS SDK to the Lambda runtime; here it loads from node_modules (linked beside
 * the bundles by the caller), so its load time is part of each measurement, as it is in Lambda.
 */

/** Handlers may read config at import time: the names Lambda would set, with dummy values. */
export const lambdaLikeEnv: Record<string, string> = {
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

const importTimer = [
  'const t = process.hrtime.bigint();',
  'await import(process.argv[1]);',
  'const ms = Number(process.hrtime.bigint() - t) / 1e6;',
  'process.stdout.write(JSON.stringify({ ms, rss: process.memoryUsage().rss }));',
  'process.exit(0);',
].join(' ');

/** One fresh process importing `file`: the import's milliseconds and the RSS after it. */
export function importOnce(file: string): { ms: number; rss: number } {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', importTimer, pathToFileURL(file).href], {
    env: lambdaLikeEnv,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (child.status !== 0)
    throw new Error(
      (child.stderr || String(child.error ?? 'no output')).trim().split('\n').slice(-3).join(' ') ||
        `exit ${child.status}`,
    );
  return JSON.parse(child.stdout);
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Writes the empty module every figure is read against. */
export function writeEmptyModule(dir: string): string {
  const file = path.join(dir, 'empty.mjs');
  writeFileSync(file, 'export {};\n');
  return file;
}

export interface ColdImport {
  label: string;
  file: string;
  /** Median import time of the fresh processes, ms. */
  ms: number;
  /** Median RSS after the import, bytes. */
  rss: number;
  /** ms / the empty module's ms in the same run. */
  ratio: number;
  error?: string;
}

export interface ColdImportRun {
  empty: ColdImport;
  results: ColdImport[];
  runs: number;
  /** The machine's 1-minute load average at the start and the end of the run. */
  load: [number, number];
}

/**
 * Median cold import of each case and of the empty module, `runs` fresh processes each. The cases are
 * taken round-robin with the empty module before each of them, so a noisy moment of a shared machine
 * falls on all of them alike rather than on one, and the empty module's median (a few ms, the noisiest
 * figure) rests on as many samples as all the cases together.
 */
export function coldImports(
  emptyFile: string,
  cases: { label: string; file: string }[],
  opts: { runs?: number; onProgress?: (done: number, total: number) => void } = {},
): ColdImportRun {
  const runs = opts.runs ?? 5;
  const loadStart = loadavg()[0];
  const samples = cases.map(() => ({
    ms: [] as number[],
    rss: [] as number[],
    error: undefined as string | undefined,
  }));
  const empty = { ms: [] as number[], rss: [] as number[] };
  const sampleEmpty = () => {
    const s = importOnce(emptyFile);
    empty.ms.push(s.ms);
    empty.rss.push(s.rss);
  };
  const total = runs * cases.length;
  let done = 0;
  for (let run = 0; run < runs; run++) {
    cases.forEach((c, i) => {
      sampleEmpty();
      const target = samples[i];
      if (!target.error)
        try {
          const s = importOnce(c.file);
          target.ms.push(s.ms);
          target.rss.push(s.rss);
        } catch (err) {
          target.error = (err as Error).message;
        }
      opts.onProgress?.(++done, total);
    });
  }
  const emptyMs = median(empty.ms);
  const figure = (label: string, file: string, s: { ms: number[]; rss: number[]; error?: string }) => {
    const ms = s.ms.length ? median(s.ms) : Number.NaN;
    return { label, file, ms, rss: s.rss.length ? median(s.rss) : Number.NaN, ratio: ms / emptyMs, error: s.error };
  };
  return {
    empty: figure('empty module', emptyFile, empty),
    results: cases.map((c, i) => figure(c.label, c.file, samples[i])),
    runs,
    load: [loadStart, loadavg()[0]],
  };
}
