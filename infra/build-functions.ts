import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild';
import { type FunctionSpec, listFunctions, OPS_FUNCTIONS } from './function-specs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultFunctionsDir = path.join(repoRoot, 'dist', 'functions');

export interface BuildFunctionsOptions {
  /** Where `<id>/index.mjs` folders and meta.json go. Default: dist/functions. */
  outDir?: string;
  /** Functions to bundle. Default: everything in functions/routes.ts and the OPS_FUNCTIONS. */
  functions?: Pick<FunctionSpec, 'id' | 'entry'>[];
  /** Entries are resolved against this folder. Default: the repo root. */
  rootDir?: string;
  /** Remove outDir first so bundles of deleted routes do not linger as stale assets. Default true. */
  clean?: boolean;
}

export interface LazyPackage {
  name: string;
  /** The functions whose code imports it (dynamically), each with a copy in its node_modules. */
  ids: string[];
  /** Minified size of the package's bundle. */
  bytes: number;
}

export interface BuildFunctionsResult {
  outDir: string;
  ids: string[];
  metafile: Metafile;
  /** LAZY_PACKAGES that some function imports, bundled beside those functions. */
  lazy: LazyPackage[];
  ms: number;
}

// ESM bundles still contain CommonJS code (parts of the AWS SDK, middy) that calls require().
const requireShim = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** How every piece that runs in Lambda is built: the functions and the lazy packages beside them. */
const LAMBDA_ESM: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // Prefer ES module builds (middy, aws-jwt-verify, zod): they tree-shake far better than CommonJS.
  mainFields: ['module', 'main'],
  minify: true,
  legalComments: 'none',
  banner: { js: requireShim },
};

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
 * ElectroDB checks each entity's model against a JSON schema (the `jsonschema` package, 28 KB minified)
 * when the entity is constructed: a developer's check of static definitions, which every test that builds
 * the entities (db/service.ts) and `npm start` run with the real validator. Bundles get a stand-in that
 * skips the schema check (made when the 400 KB byte budget, since retired for the cold-start budget of
 * infra/cold-start-budget.test.ts, left the chat functions no room; issue 17).
 */
const entityModelsCheckedInTests: Plugin = {
  name: 'electrodb-models-checked-in-tests',
  setup(b) {
    b.onResolve({ filter: /^jsonschema$/ }, (args) =>
      /[\\/]electrodb[\\/]src$/.test(args.resolveDir)
        ? { path: 'jsonschema', namespace: 'jsonschema-accept' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'jsonschema-accept' }, () => ({
      contents:
        // ElectroDB also asks it whether what a Service is given is a model or an Entity instance, so the
        // stand-in answers that structurally: a model is a plain object with attributes and indexes.
        'class Validator { addSchema() {} validate(m) { const model = !!m && typeof m.attributes === "object" && typeof m.indexes === "object" && m._instance === undefined; return { valid: model, errors: model ? [] : [{ property: "instance", message: "is not a model" }] }; } }\nValidator.prototype.customFormats = {};\nmodule.exports = { Validator };',
      loader: 'js',
    }));
  },
};

/**
 * kit/cors.ts needs only the cors routes; its module functions/kit/cors-routes.ts derives them from the
 * whole route table, which every bundle would then carry (5 KB and growing with each route). Bundles
 * get the derived list as a literal instead: the same values, computed here from the same table.
 */
const corsRoutesLiteral: Plugin = {
  name: 'cors-routes-literal',
  setup(b) {
    b.onResolve({ filter: /^\.\/cors-routes$/ }, (args) =>
      /[\\/]functions[\\/]kit$/.test(args.resolveDir) ? { path: 'cors-routes', namespace: 'cors-routes' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'cors-routes' }, async () => {
      const { corsRoutes } = await import('../functions/kit/cors-routes');
      return { contents: `export const corsRoutes = ${JSON.stringify(corsRoutes)};`, loader: 'js' };
    });
  },
};

/**
 * The same for adapters/queue.ts: it needs only which consumer takes each message type, which
 * functions/adapters/queue-owners.ts derives from the route table; bundles get that map as a literal.
 */
const queueOwnersLiteral: Plugin = {
  name: 'queue-owners-literal',
  setup(b) {
    b.onResolve({ filter: /^\.\/queue-owners$/ }, (args) =>
      /[\\/]functions[\\/]adapters$/.test(args.resolveDir)
        ? { path: 'queue-owners', namespace: 'queue-owners' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'queue-owners' }, async () => {
      const { queueOwners } = await import('../functions/adapters/queue-owners');
      return { contents: `export const queueOwners = ${JSON.stringify(queueOwners)};`, loader: 'js' };
    });
  },
};

/**
 * The AWS SDK v3 is not bundled: the nodejs22.x runtime ships it (every `@aws-sdk/*` client and
 * lib-dynamodb, with their `@smithy/*` dependencies, in /var/runtime/node_modules), so a bundled copy
 * only duplicates what the platform provides — about 250 KB minified per function, more than a third of
 * each bundle (it was the one way to keep every function under the retired 400 KB byte budget). The
 * cost is import time: the SDK's CommonJS builds load slower than its inlined ES build (measured here with node 20, same run: plans-list-plans 202 ms external vs 149 ms bundled;
 * importing client-dynamodb + lib-dynamodb alone from node_modules takes ~100 ms), as DESIGN §9 had found;
 * loading it with require() (runtimeSdkByRequire below) takes about half of that back.
 * The other price is version skew: in AWS the functions run with the runtime's SDK version, which trails the
 * one in package-lock.json (tests and `npm start` use node_modules). Only long-standing commands of
 * DynamoDB, SQS, KMS, Secrets Manager, Cognito and the API Gateway management API are used; a feature newer than the
 * runtime's SDK would need the SDK bundled again (remove the pattern below for that package).
 *
 * Bundling it again was tried against require() (issue 30 item 3, cold starts: ESM, minified, the SDK's
 * dist-es builds by mainFields, LAZY_PACKAGES still lazy) and does not pay. The SDK of package-lock.json
 * is now 420-670 KB minified per function, not 250 (each client carries its whole service's schemas:
 * client-sesv2 180 KB, client-dynamodb 76, client-kms 68; the default credential chain with its nested
 * STS/SSO clients ~95 KB), so 5 of 7 measured bundles broke the 800 KB net (widget send 490 -> 1016 KB,
 * admin stats 368 -> 1045, agent send 399 -> 922, queue mail-send 324 -> 904, widget start 415 -> 869;
 * leads 788, plans 776), and the one esbuild pass of all functions took 3-4.6x as long (190-407 s vs
 * 59-88 s). First request's CPU, bundled / this require() build, two same-run `npm run bench:bundles
 * -- --baseline` runs (5 fresh processes each, node 20, loads 10.0 -> 8.1 and 7.5 -> 7.9): widget send
 * 0.90x and 0.86x (822 vs 914 ms, 963 vs 1124), admin stats 0.99x / 1.07x, widget start 1.08x / 0.97x,
 * agent send 1.04x / 1.21x, leads list 1.08x / 1.12x, queue mail-send 1.02x / 1.17x, plans list 1.29x
 * / 1.07x. Only widget send gained; parsing the bigger bundle costs the others what require() saved.
 */
export const RUNTIME_PROVIDED = ['@aws-sdk/*', '@smithy/*'];

/**
 * How a bundle loads the runtime's SDK: with `require()` (the banner's createRequire), not an ES
 * `import`. The SDK's builds that Node resolves are CommonJS; an ES import of CommonJS makes Node
 * first guess each file's format by parsing it and then scan it with cjs-module-lexer for its export
 * names, before running it as require() would. Measured here (node 20, fresh processes, same run):
 * client-dynamodb + lib-dynamodb + client-sqs load in 100-145 ms through `import`, 55-70 ms through
 * `require()`, about a quarter of a chat function's first request. Each `@aws-sdk/*` or `@smithy/*`
 * import becomes a one-line CommonJS module `module.exports = require('<name>')` whose require stays
 * external, so the SDK is still the runtime's, resolved at run time, and never bundled. LAZY_PACKAGES
 * keep their dynamic `import()` of the copy beside the function.
 */
const runtimeSdkByRequire: Plugin = {
  name: 'runtime-sdk-by-require',
  setup(b) {
    b.onResolve({ filter: /^@(aws-sdk|smithy)\// }, (args) => {
      if (LAZY_PACKAGES.includes(args.path)) return { path: args.path, external: true };
      if (args.namespace === 'runtime-sdk') return { path: args.path, external: true };
      return { path: args.path, namespace: 'runtime-sdk' };
    });
    b.onLoad({ filter: /.*/, namespace: 'runtime-sdk' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/**
 * Packages a function loads only on first use, with `await import('<name>')` (never a static import):
 * they stay out of index.mjs and so out of the cold start, and are bundled once into
 * `<id>/node_modules/<name>/` of each function that imports them, where Node resolves them at run
 * time. openai (≈150 KB minified) is needed only once the platform admin has configured OpenAI, and
 * only on the AI routes; razorpay (axios) and stripe (together ≈580 KB) only on the billing routes that
 * call a gateway (core/billing/razorpay.ts, stripe.ts). @aws-sdk/client-s3 (also matched by RUNTIME_PROVIDED)
 * only on the webpage routes that publish (adapters/pages-bucket.ts): its lazy copy beside the function is
 * what Node resolves first, so publishing runs on package-lock.json's version, not the runtime's.
 */
export const LAZY_PACKAGES = [
  'openai',
  'razorpay',
  'stripe',
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-presigned-post',
  '@aws-sdk/s3-request-presigner',
  'file-type',
];

/**
 * Modules of ours loaded the same way: the source imports the file with `await import('./index')` (tests
 * and `npm start` load it as it is); the build leaves that import to run time under the name given here
 * and bundles the module, with the packages it imports, into `<id>/node_modules/<name>/` beside each
 * function that loads it. parley-language (functions/ai/language, ~1.1 MB with eld's n-gram table) is
 * what the chat functions load for a visitor's message, kept out of their cold start.
 */
export const LAZY_MODULES: Record<string, string> = {
  'parley-language': 'functions/ai/language/index.ts',
  // the knowledge crawl consumer's extractors (issue 33): files (unpdf ~1.6 MB, mammoth, file-type, yauzl,
  // papaparse) and web pages (Readability + linkedom's DOM), each loaded when a message first needs it
  'parley-knowledge-files': 'functions/core/knowledge/files/index.ts',
  'parley-knowledge-page': 'functions/core/knowledge/page/index.ts',
};

/** Turns a dynamic import of a LAZY_MODULES file into an external import of its name. */
const lazyModules: Plugin = {
  name: 'lazy-modules',
  setup(b) {
    const nameOf = new Map(Object.entries(LAZY_MODULES).map(([name, file]) => [path.join(repoRoot, file), name]));
    b.onResolve({ filter: /\/(index|language)(\.ts)?$/ }, (args) => {
      const base = path.resolve(args.resolveDir, args.path);
      const name = nameOf.get(base) ?? nameOf.get(`${base}.ts`) ?? nameOf.get(path.join(base, 'index.ts'));
      return name ? { path: name, external: true } : undefined;
    });
  },
};

/**
 * eld's n-gram table is one 1 MB object literal of 49,553 small objects ({ "<language>": score }): built
 * at load, as a literal or even through JSON.parse (+34 MB of heap), it cost a visitor's first message
 * 60-90 ms and, with the heap it grew, a full mark-compact of the young instance (issue 30 item 3). The
 * bundle gets the same data packed instead, as two strings and nothing built at load: the n-grams sorted
 * and joined by newlines, each row's scores ("11:176,17:45") joined by '|' in the same order. The first
 * lookup indexes where each line starts (two Uint32Arrays, one scan of each string) and an n-gram is found
 * by binary search, compared in place, so the module allocates no string or Map entry per n-gram: loading
 * it and the lookups of a message took 12-15 ms of CPU instead of 24-31 ms with the n-grams in a Map
 * (JSON array of keys, rows split; fresh node 20 processes, interleaved, load 5-9). A row is made into the
 * very object eld would have read the first time eld asks for it (eld only ever reads `ngrams[ngram]` and
 * iterates that object's keys, languageDetector.js calculateScores). Its answers are the package's own:
 * infra/bundle-budget.test.ts compares them on every sample of the language tests.
 */
const eldTablePacked: Plugin = {
  name: 'eld-table-packed',
  setup(b) {
    b.onLoad({ filter: /[\\/]eld[\\/]src[\\/]ngrams[\\/]extrasmall\.js$/ }, async (args) => {
      const { ngramsData } = (await import(pathToFileURL(args.path).href)) as {
        ngramsData: { ngrams: Record<string, Record<string, number>> } & Record<string, unknown>;
      };
      const { ngrams, ...rest } = ngramsData;
      // UTF-16 code unit order, the order the lookup's charCodeAt comparison walks
      const keys = Object.keys(ngrams).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
      if (keys.some((k) => k.includes('\n'))) throw new Error('eld-table-packed: an n-gram holds a newline');
      const rows = keys.map((k) =>
        Object.entries(ngrams[k])
          .map(([lang, score]) => `${lang}:${score}`)
          .join(','),
      );
      return {
        contents: [
          `const keys = ${JSON.stringify(`${keys.join('\n')}\n`)};`,
          `const rows = ${JSON.stringify(`${rows.join('|')}|`)};`,
          // starts[i]: where line i begins; starts[n]: one past the last separator
          'function starts(s, sep) {',
          '  let n = 0;',
          '  for (let i = s.indexOf(sep); i !== -1; i = s.indexOf(sep, i + 1)) n++;',
          '  const at = new Uint32Array(n + 1);',
          '  let j = 1;',
          '  for (let i = s.indexOf(sep); i !== -1; i = s.indexOf(sep, i + 1)) at[j++] = i + 1;',
          '  return at;',
          '}',
          'let keyAt, rowAt;',
          'function compare(key, from, to) {',
          '  const n = to - from;',
          '  const m = Math.min(n, key.length);',
          '  for (let i = 0; i < m; i++) {',
          '    const d = key.charCodeAt(i) - keys.charCodeAt(from + i);',
          '    if (d !== 0) return d;',
          '  }',
          '  return key.length - n;',
          '}',
          'function find(key) {',
          "  keyAt ??= starts(keys, '\\n');",
          '  let lo = 0;',
          '  let hi = keyAt.length - 2;',
          '  while (lo <= hi) {',
          '    const mid = (lo + hi) >> 1;',
          '    const c = compare(key, keyAt[mid], keyAt[mid + 1] - 1);',
          '    if (c === 0) return mid;',
          '    if (c < 0) hi = mid - 1;',
          '    else lo = mid + 1;',
          '  }',
          '  return -1;',
          '}',
          'const made = new Map();',
          'function row(key) {',
          '  let scores = made.get(key);',
          '  if (scores !== undefined) return scores;',
          '  const i = find(key);',
          '  if (i < 0) return undefined;',
          "  rowAt ??= starts(rows, '|');",
          '  scores = {};',
          "  for (const pair of rows.slice(rowAt[i], rowAt[i + 1] - 1).split(',')) { const c = pair.indexOf(':'); scores[pair.slice(0, c)] = Number(pair.slice(c + 1)); }",
          '  made.set(key, scores);',
          '  return scores;',
          '}',
          `export const ngramsData = { ...JSON.parse(${JSON.stringify(JSON.stringify(rest))}), ngrams: new Proxy({}, { get: (_, key) => (typeof key === 'string' ? row(key) : undefined) }) };`,
        ].join('\n'),
      };
    });
  },
};

/**
 * Data files a module reads at run time with `new URL('./<file>', import.meta.url)`: copied beside the
 * index.mjs of every function whose bundle holds that module, where the same URL finds them (in the
 * repository the file sits beside the module). The static embedding table (~10 MB, of which a visitor's
 * first message reads the ~0.6 MB index and a few rows, not at import) rides with the chat functions that
 * match offline.
 */
export const DATA_FILES: Record<string, string[]> = {
  'functions/ai/embeddings/static-embedder.ts': ['functions/ai/embeddings/static-table.bin'],
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
  const functions = opts.functions ?? [...listFunctions(), ...OPS_FUNCTIONS];

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
    return { outDir, ids: [], metafile, lazy: [], ms: performance.now() - started };
  }

  const result = await build({
    absWorkingDir: rootDir,
    entryPoints: Object.fromEntries(functions.map((f) => [f.id, f.entry])),
    entryNames: '[name]/index',
    outExtension: { '.js': '.mjs' },
    outdir: outDir,
    ...LAMBDA_ESM,
    sourcemap: true,
    // Stack traces need only the mappings; dropping sources keeps the .map small to read when an error is
    // first logged (functions/base/mapped-stack.ts).
    sourcesContent: false,
    external: [...RUNTIME_PROVIDED, ...LAZY_PACKAGES],
    plugins: [
      englishOnlyZodLocales,
      entityModelsCheckedInTests,
      corsRoutesLiteral,
      queueOwnersLiteral,
      lazyModules,
      runtimeSdkByRequire,
    ],
    metafile: true,
    logLevel: 'warning',
  });
  await writeFile(path.join(outDir, 'meta.json'), JSON.stringify(result.metafile));
  await copyDataFiles(result.metafile, rootDir, outDir);
  const lazy = await bundleLazyPackages(result.metafile, rootDir, outDir);
  return {
    outDir,
    ids: functions.map((f) => f.id),
    metafile: result.metafile,
    lazy,
    ms: performance.now() - started,
  };
}

async function copyDataFiles(metafile: Metafile, rootDir: string, outDir: string): Promise<void> {
  const modules = Object.keys(DATA_FILES).map((m) => path.join(repoRoot, m));
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('/index.mjs')) continue;
    const dir = path.join(outDir, path.basename(path.dirname(file)));
    for (const input of Object.keys(output.inputs)) {
      const at = modules.indexOf(path.resolve(rootDir, input));
      if (at < 0) continue;
      for (const data of Object.values(DATA_FILES)[at])
        await copyFile(path.join(repoRoot, data), path.join(dir, path.basename(data)));
    }
  }
}

/** Bundles each LAZY_PACKAGES and LAZY_MODULES entry some function imports into that function's own node_modules. */
async function bundleLazyPackages(metafile: Metafile, rootDir: string, outDir: string): Promise<LazyPackage[]> {
  const users = new Map<string, string[]>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('/index.mjs')) continue;
    const id = path.basename(path.dirname(file));
    for (const imp of output.imports) {
      if (!imp.external || !(LAZY_PACKAGES.includes(imp.path) || imp.path in LAZY_MODULES)) continue;
      if (imp.kind !== 'dynamic-import')
        throw new Error(`${id} imports ${imp.path} statically; it must be loaded with await import('${imp.path}')`);
      users.set(imp.path, [...new Set([...(users.get(imp.path) ?? []), id])]);
    }
  }
  const lazy: LazyPackage[] = [];
  for (const [name, ids] of users) {
    const source = LAZY_MODULES[name] ? path.join(repoRoot, LAZY_MODULES[name]) : name;
    const built = await build({
      absWorkingDir: rootDir,
      // `export *` alone drops the default export, and of a CommonJS package (razorpay) everything: the
      // default re-export is what `(await import('razorpay')).default` finds in the function. Read through
      // the namespace, so a package without one (client-s3's ES build) exports `default` as undefined
      // instead of failing the build ("No matching export").
      stdin: {
        contents: `import * as lazy from '${source}'; export * from '${source}'; export default lazy.default;`,
        resolveDir: rootDir,
        loader: 'js',
      },
      ...LAMBDA_ESM,
      write: false,
      plugins: [eldTablePacked],
      logLevel: 'warning',
      logOverride: { 'import-is-undefined': 'silent' },
    });
    const code = built.outputFiles[0].contents;
    for (const id of ids) {
      const dir = path.join(outDir, id, 'node_modules', name);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name, type: 'module', main: 'index.mjs' }));
      await writeFile(path.join(dir, 'index.mjs'), code);
    }
    lazy.push({ name, ids, bytes: code.length });
  }
  return lazy;
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
