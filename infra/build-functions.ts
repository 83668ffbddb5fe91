import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { type FunctionSpec, listFunctions } from './function-specs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultFunctionsDir = path.join(repoRoot, 'dist', 'functions');

export interface BuildFunctionsOptions {
  /** Where `<id>/index.mjs` folders and meta.json go. Default: dist/functions. */
  outDir?: string;
  /** Functions to bundle. Default: everything in functions/routes.ts. */
  functions?: Pick<FunctionSpec, 'id' | 'entry'>[];
  /** Entries are resolved against this folder. Default: the repo root. */
  rootDir?: string;
  /** Remove outDir first so bundles of deleted routes do not linger as stale assets. Default true. */
  clean?: boolean;
}

export interface BuildFunctionsResult {
  outDir: string;
  ids: string[];
  metafile: Metafile;
  ms: number;
}

// ESM bundles still contain CommonJS code (parts of the AWS SDK, middy) that calls require().
const requireShim = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** See infra/zod-locales-en.ts: keeps zod's 40+ unused locales out of every bundle. */
const englishOnlyZodLocales: Plugin = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]?$/.test(args.resolveDir)
        ? { path: path.join(repoRoot, 'infra', 'zod-locales-en.ts') }
        : undefined,
    );
  },
};

/**
 * Lambda-only stand-ins (see each file): the environment-only credential provider, and only the
 * commands ElectroDB sends instead of the whole document-client package it `require`s. (ElectroDB's
 * jsonschema model validator cannot be stubbed: it also tells entities from models in a Service.)
 */
const leanSdk: Plugin = {
  name: 'lean-sdk',
  setup(b) {
    b.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, () => ({
      path: path.join(repoRoot, 'infra', 'lambda-credentials.ts'),
    }));
    b.onResolve({ filter: /^@aws-sdk\/lib-dynamodb$/ }, (args) =>
      args.kind === 'require-call' && /[\\/]electrodb[\\/]/.test(args.importer)
        ? { path: path.join(repoRoot, 'infra', 'electrodb-lib-dynamodb.ts') }
        : undefined,
    );
  },
};

/**
 * Bundles every function in ONE esbuild call: shared modules are parsed once instead of once per
 * function, which keeps `cdk synth` fast as routes grow. Each function still gets its own
 * self-contained file (no code splitting), because a Lambda asset is one folder.
 */
export async function buildFunctions(opts: BuildFunctionsOptions = {}): Promise<BuildFunctionsResult> {
  const started = performance.now();
  const rootDir = opts.rootDir ?? repoRoot;
  const outDir = path.resolve(opts.outDir ?? defaultFunctionsDir);
  const functions = opts.functions ?? listFunctions();

  const missing = functions.filter((f) => !existsSync(path.resolve(rootDir, f.entry)));
  if (missing.length > 0) {
    const list = missing.map((f) => `  ${f.id}: ${f.entry}`).join('\n');
    throw new Error(`Cannot bundle functions, entry file(s) missing (listed in functions/routes.ts):\n${list}`);
  }

  if (opts.clean ?? true) await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  if (functions.length === 0) {
    const metafile: Metafile = { inputs: {}, outputs: {} };
    await writeFile(path.join(outDir, 'meta.json'), JSON.stringify(metafile));
    return { outDir, ids: [], metafile, ms: performance.now() - started };
  }

  const result = await build({
    absWorkingDir: rootDir,
    entryPoints: Object.fromEntries(functions.map((f) => [f.id, f.entry])),
    entryNames: '[name]/index',
    outExtension: { '.js': '.mjs' },
    outdir: outDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // Prefer the SDK's ES module builds: they tree-shake far better than its CommonJS builds.
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: true,
    // Stack traces need only the mappings; dropping sources keeps the .map small to load at cold start.
    sourcesContent: false,
    legalComments: 'none',
    // The AWS SDK is bundled on purpose: one pre-parsed file imports faster than the runtime's copy.
    external: [],
    banner: { js: requireShim },
    plugins: [englishOnlyZodLocales, leanSdk],
    metafile: true,
    logLevel: 'warning',
  });
  await writeFile(path.join(outDir, 'meta.json'), JSON.stringify(result.metafile));
  return { outDir, ids: functions.map((f) => f.id), metafile: result.metafile, ms: performance.now() - started };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) {
  buildFunctions().then(
    (r) =>
      console.log(
        `Bundled ${r.ids.length} functions into ${path.relative(repoRoot, r.outDir)} in ${r.ms.toFixed(0)} ms`,
      ),
    (err: Error) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
