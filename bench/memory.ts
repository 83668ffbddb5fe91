/**
 * `npx tsx bench/memory.ts`: what each kind of function needs in memory (issue 28 item 8), the figures
 * behind the memory sizes in functions/routes.ts. Lambda cannot be run here, so per function kind, in a
 * fresh node process: the bundle's cold import time, then RSS and V8 heap after the import and after the
 * work of its heaviest first request that needs no network (the lazily loaded modules loaded — openai,
 * the visitor-language module with eld's n-gram table — and one language check). Training the intent
 * engine (200 intents x 10 phrases, what a large tenant's chat cold start does) is measured in-process
 * as the RSS and heap it adds. Lambda bills and caps the process's RSS; its CPU grows with memory
 * (1,769 MB = one vCPU), which is what shortens a CPU-bound cold start.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { trainIntentModel } from '../functions/ai/engine';
import { buildFunctions } from '../infra/build-functions';
import { listFunctions } from '../infra/function-specs';

const CASES = [
  { kind: 'plain route', id: 'plans-list-plans' },
  { kind: 'chat (widget message)', id: 'widget-send-message' },
  { kind: 'AI (enhance intent)', id: 'intents-enhance-intent' },
];

const env = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'ap-south-1',
  STAGE: 'bench',
  LOG_SILENT: 'true',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
const probe = `
const mb = (n) => Math.round(n / 1048576);
const t = performance.now();
await import(process.argv[1]);
const importMs = Math.round(performance.now() - t);
const afterImport = process.memoryUsage();
for (const name of JSON.parse(process.argv[2])) {
  const mod = await import(process.argv[3] + '/' + name + '/index.mjs').catch(() => import(name));
  if (mod.identifyLanguage) mod.identifyLanguage('Bonjour, je voudrais savoir combien coûte votre abonnement mensuel');
}
const afterWork = process.memoryUsage();
process.stdout.write(JSON.stringify({ importMs, importRss: mb(afterImport.rss), importHeap: mb(afterImport.heapUsed),
  workRss: mb(afterWork.rss), workHeap: mb(afterWork.heapUsed) }));`;

async function main() {
  const out = mkdtempSync(path.join(tmpdir(), 'parley-memory-'));
  try {
    const wanted = new Set(CASES.map((c) => c.id));
    const { outDir } = await buildFunctions({
      outDir: out,
      functions: listFunctions().filter((f) => wanted.has(f.id)),
    });
    // the bundles leave the AWS SDK to the runtime: here it resolves from the repo's node_modules
    symlinkSync(path.resolve('node_modules'), path.join(outDir, 'node_modules'), 'dir');
    console.log('function kind              import ms  RSS after import  heap  RSS after first work  heap');
    for (const c of CASES) {
      const dir = path.join(outDir, c.id);
      const modules = path.join(dir, 'node_modules');
      const lazy = existsSync(modules) ? readdirSync(modules).filter((n) => !n.startsWith('.')) : [];
      const child = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          probe,
          pathToFileURL(path.join(dir, 'index.mjs')).href,
          JSON.stringify(lazy),
          pathToFileURL(modules).href,
        ],
        { env, encoding: 'utf8', cwd: dir },
      );
      if (child.status !== 0) throw new Error(`${c.id}: ${child.stderr.trim()}`);
      const r = JSON.parse(child.stdout);
      console.log(
        `${c.kind.padEnd(26)} ${String(r.importMs).padStart(9)}  ${String(r.importRss).padStart(13)} MB  ${String(r.importHeap).padStart(4)}  ${String(r.workRss).padStart(17)} MB  ${String(r.workHeap).padStart(4)}   (${lazy.join(', ') || 'no lazy modules'})`,
      );
    }
    const before = process.memoryUsage();
    const intents = Array.from({ length: 200 }, (_, i) => ({
      id: `i${i}`,
      phrases: Array.from(
        { length: 10 },
        (_, j) => `how do I change setting ${i} option ${j} for my account number ${i * j}`,
      ),
    }));
    const t = performance.now();
    trainIntentModel(intents);
    const after = process.memoryUsage();
    console.log(
      `engine training 200x10: ${Math.round(performance.now() - t)} ms, +${Math.round((after.rss - before.rss) / 1048576)} MB RSS, +${Math.round((after.heapUsed - before.heapUsed) / 1048576)} MB heap`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

await main();
