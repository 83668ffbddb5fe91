import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPlans } from '../functions/ops/seed';
import { buildFunctions, repoRoot } from './build-functions';
import { eventFor, type FirstRequestRun, firstRequests, prepareFixtures } from './first-request';
import { listFunctions } from './function-specs';
import { startTestGateway, type TestGateway } from './local/test-gateway';

/**
 * The cold-start budget (issue 30 item 3; issue 29 item 1 kept the import alone): what a user waits for
 * is a function's first request, so that is what is kept. The three hottest functions and a few
 * representative ones are built, and each runs its first request in fresh node processes (median of
 * RUNS, infra/first-request.ts): the import and one handler run on a representative event against the
 * test run's DynamoDB Local, cognito-local and SQS endpoint, lazy modules included, timed from the
 * process's start. Each must stay within its ratio to an empty module started the same way in the
 * same run, and answer its request (a 2xx).
 *
 * The limits come from `npm run bench:bundles` on the 2-core machine shared by the team (node 20, four
 * runs at 1-minute load averages of 13 to 25; the empty module started in 110-200 ms): widget send
 * 17.9-20.6x, widget start 11.1-17.0x, agent send 15.5-21.1x, leads list 11.5-16.0x, ws-disconnect
 * 9.3-11.0x, plans list 4.6-10.5x. Issue 30's goals (6x for the hottest three, 10x for every function)
 * are for a quiet machine; a loaded one slows the functions' work more than an empty node's boot. Each
 * limit is about twice the highest ratio seen: the noise passes, a function whose first request doubles
 * (a package imported statically, the language module or the whole Service back in a cold start, a table
 * built at load time) does not. A function that must grow past its limit for a good reason raises it
 * here, with the figures, in review.
 *
 * Tightened after the cold-start work of issue 30 item 3 (the JWKS read without the global fetch, which
 * loaded undici: 50-70 ms of every signed-in first request; eld's table packed: 27 → 13 MB of heap and no
 * mark-compact in the widget's first turn; the static embedding table read beside the turn's first
 * reads). Same run against main (`--baseline`, 5 fresh processes each, load 12.7 → 12.0, empty module
 * 83 ms): widget send 13.5x (main 16.5x), widget start 10.6x (10.3x), agent send 8.2x (12.5x), leads
 * list 6.8x (9.0x), plans list 4.4x (5.4x), ws-disconnect 4.0x (5.1x). Scaled to the worst ratios seen
 * on main (widget send 26.8x, agent send 22.7x, leads list 16.0x at loads 10-25) by these same-run
 * ratios (26.8 x 13.5/16.5, …), twice that is about 44x, 30x and 24x.
 *
 * Tightened again after the deadline without async hooks for an invocation that runs alone (base/deadline.ts)
 * and the entities constructed on first use (db/entities/common.ts). Two same-run comparisons against the
 * session's start (`--baseline`, 7 and 9 fresh processes each, loads 7-12, empty module 33-36 ms) gave
 * the first request's CPU time 0.84x of before for widget send (319 -> 268 ms, 314 -> 263 ms), 0.92-0.94x
 * for widget start and 0.92-0.97x for agent send, 0.92-1.0x for the other three. The hot three's limits
 * are scaled by those factors (44 x 0.84, 36 x 0.93, 30 x 0.94); the others keep theirs.
 *
 * Widget send tightened again after the static table was read by its index (ai/embeddings/static-table.ts:
 * the 0.6 MB index and the rows a turn needs instead of all 10 MB and Maps of 39,000 strings). Same run
 * against main (`--baseline`, 5 fresh processes each, load 11.2 -> 9.9, empty module 298 ms): widget send
 * 7.7x (main 8.7x), CPU 914 ms (1085 ms, 0.84x), RSS 86 MB (99 MB); the other three within the noise of
 * main's. Its limit is scaled by the wall-clock factor, 37 x 0.88.
 */
const LIMITS: Record<string, { kind: string; ratio: number }> = {
  'widget-send-message': { kind: 'hottest: a visitor message', ratio: 33 },
  'widget-start-conversation': { kind: 'hottest: a visitor starts', ratio: 34 },
  'agent-send-message': { kind: 'hottest: an agent replies', ratio: 28 },
  'plans-list-plans': { kind: 'public', ratio: 22 },
  'leads-list-leads': { kind: 'authenticated', ratio: 24 },
  'ws-disconnect': { kind: 'socket', ratio: 24 },
};
const RUNS = 3;

let tmp: string;
let gw: TestGateway;
let run: FirstRequestRun;
let built: Awaited<ReturnType<typeof buildFunctions>>;
beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-cold-start-'));
  // the bundles import the AWS SDK as Lambda's runtime would provide it: here, from node_modules
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
  const functions = listFunctions().filter((f) => f.id in LIMITS);
  const [bundles, gateway] = await Promise.all([
    buildFunctions({ outDir: path.join(tmp, 'functions'), functions }),
    startTestGateway(),
  ]);
  gw = gateway;
  built = bundles;
  await seedPlans();
  const fx = await prepareFixtures(gw.url);
  mkdirSync(path.join(tmp, 'events'));
  // measured once for the whole file: one interleaved run, every function against the same empty module
  run = await firstRequests(
    path.join(tmp, 'events'),
    functions.map((f) => ({
      label: f.id,
      file: path.join(built.outDir, f.id, 'index.mjs'),
      event: () => eventFor(f, fx),
    })),
    { runs: RUNS },
  );
}, 300_000);
afterAll(async () => {
  await gw?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

describe('cold-start budget', () => {
  it('runs the first request of each function, which answers it', () => {
    expect(run.results.map((r) => r.label).sort()).toEqual(Object.keys(LIMITS).sort());
    for (const r of run.results) {
      expect(r.error, r.label).toBeUndefined();
      expect(r.kind, r.label).toBe('representative');
      expect(r.status, r.label).toBeGreaterThanOrEqual(200);
      expect(r.status, r.label).toBeLessThan(300);
    }
    expect(run.empty.ms).toBeGreaterThan(0);
  });

  it.each(Object.entries(LIMITS))('keeps the first request of %s within its ratio of the empty module', (id, limit) => {
    const r = run.results.find((x) => x.label === id)!;
    const figures = `${limit.kind}: ${r.ms.toFixed(0)} ms = ${r.ratio.toFixed(1)}x the empty module's ${run.empty.ms.toFixed(0)} ms (limit ${limit.ratio}x; import ${r.importMs.toFixed(0)} ms; CPU ${r.cpuRatio.toFixed(1)}x; load ${run.load.map((l) => l.toFixed(1)).join(' → ')})`;
    expect(r.ratio, figures).toBeLessThanOrEqual(limit.ratio);
  });

  it('bundles only the entity modules a function names (db/table-entities.ts): the socket one carries its own', () => {
    const entityModules = (id: string) =>
      Object.keys(
        built.metafile.outputs[path.relative(repoRoot, path.join(built.outDir, id, 'index.mjs'))]?.inputs ?? {},
      )
        .filter((f) => f.includes('functions/db/entities/'))
        .map((f) => path.basename(f))
        // the attribute snippets every entity module shares
        .filter((f) => f !== 'common.ts' && f !== 'attributes.ts')
        .sort();
    expect(entityModules('ws-disconnect')).toEqual(['channels.ts']);
    expect(entityModules('plans-list-plans')).not.toContain('crm.ts');
  });
});
