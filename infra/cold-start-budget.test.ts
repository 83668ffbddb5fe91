import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFunctions, repoRoot } from './build-functions';
import { type ColdImportRun, coldImports, writeEmptyModule } from './cold-start';
import { listFunctions } from './function-specs';

/**
 * The cold-start budget (issue 29 item 1), in place of the flat 400 KB byte budget: what a user waits
 * for is the function's cold import, so that is what is kept. Four representative functions are built
 * and each imported in fresh node processes (median of RUNS, infra/cold-start.ts) beside an empty module
 * imported the same way in the same run; each must stay within its ratio to the empty module.
 *
 * The limits come from measurement (node 20 on the 2-core machine shared by the team; this test's four
 * functions by `npm run bench:bundles -- --only …`, six runs at 1-minute load averages from 5 to 13). The
 * empty module's import takes 3-20 ms depending on the load and is the noisiest figure, so the ratios
 * move with it: public 29-105x, authenticated 27-85x, chat 37-150x, AI 34-105x, the highest on the
 * quietest machine. Each limit is a bit over twice the highest ratio seen: the machine's noise passes, a
 * function whose cold import doubles (a large package imported statically, a table built at load time)
 * on a quiet machine does not. A function that must grow past its limit for a good reason raises it here,
 * with the figures, in review.
 */
const LIMITS: Record<string, { kind: string; ratio: number }> = {
  'plans-list-plans': { kind: 'public', ratio: 240 },
  'leads-list-leads': { kind: 'authenticated', ratio: 200 },
  'widget-send-message': { kind: 'chat', ratio: 330 },
  'intents-enhance-intent': { kind: 'AI', ratio: 240 },
};
const RUNS = 5;

let tmp: string;
let run: ColdImportRun;
beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-cold-start-'));
  // the bundles import the AWS SDK as Lambda's runtime would provide it: here, from node_modules
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
  const functions = listFunctions().filter((f) => f.id in LIMITS);
  const built = await buildFunctions({ outDir: path.join(tmp, 'functions'), functions });
  // measured once for the whole file: one interleaved run, every function against the same empty module
  run = coldImports(
    writeEmptyModule(tmp),
    built.ids.map((id) => ({ label: id, file: path.join(built.outDir, id, 'index.mjs') })),
    { runs: RUNS },
  );
}, 180_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('cold-start budget', () => {
  it('measures each representative function (public, authenticated, chat, AI)', () => {
    expect(run.results.map((r) => r.label).sort()).toEqual(Object.keys(LIMITS).sort());
    for (const r of run.results) expect(r.error, r.label).toBeUndefined();
    expect(run.empty.ms).toBeGreaterThan(0);
  });

  it.each(Object.entries(LIMITS))('keeps %s within its ratio of the empty module', (id, limit) => {
    const r = run.results.find((x) => x.label === id)!;
    const figures = `${limit.kind}: ${r.ms.toFixed(1)} ms = ${r.ratio.toFixed(1)}x the empty module's ${run.empty.ms.toFixed(1)} ms (limit ${limit.ratio}x; load ${run.load.map((l) => l.toFixed(1)).join(' → ')})`;
    expect(r.ratio, figures).toBeLessThanOrEqual(limit.ratio);
  });
});
