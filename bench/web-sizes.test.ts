import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildClient } from '../web/build';
import { CHAKRA_SYSTEM_MODULE } from '../web/chakra-lazy-global';
import { EMOTION_SHEET_MODULE } from '../web/emotion-hydrate-in-place';
import {
  APP_ENTRY,
  BUDGETS,
  dashboardFirstLoad,
  type FileGroup,
  htmlScripts,
  kb,
  LANDING_ENTRY,
  landingHydration,
  landingPrePaint,
  type Manifests,
  NOT_BEFORE_LANDING_PAINT,
  readManifests,
  routeSizes,
  staticClosure,
} from './web-sizes';

/**
 * Sizes are deterministic, so the web client's budgets (issue 16) are a test, not a benchmark: the
 * client is built with the project's Vite config into a temp folder and measured from its manifest.
 * (The widget's loader and panel budgets are checked in widget/build.test.ts.)
 */
let outDir: string;
let manifests: Manifests;
/** Output file → the source modules Rolldown put in it (the manifest names only a chunk's entry module). */
let modulesOf: Map<string, string[]>;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'parley-web-sizes-'));
  // vitest sets NODE_ENV=test, and Vite builds React's development runtime for any NODE_ENV but production
  process.env.NODE_ENV = 'production';
  // The client builds of `npm run build:web` (both pages); the prerender adds HTML, not JavaScript.
  modulesOf = await buildClient(outDir, 'silent');
  manifests = readManifests(outDir);
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** The group's files, largest first: where to look when a budget breaks. */
const listing = (g: FileGroup) =>
  [...g.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((f) => `  ${f.file} ${kb(f.gzipBytes)}`)
    .join('\n');

describe('web client size budgets (gzip level 9)', () => {
  it(`the landing page loads at most ${kb(BUDGETS.landingPrePaint)} of JS before first paint`, () => {
    const landing = landingPrePaint(outDir, manifests.landing);
    expect(
      landing.gzipBytes,
      `${LANDING_ENTRY} loads ${kb(landing.gzipBytes)} of JS before first paint, over its ${kb(BUDGETS.landingPrePaint)} budget:\n${listing(landing)}`,
    ).toBeLessThanOrEqual(BUDGETS.landingPrePaint);
  });

  it(`the landing page's hydration (requested after first paint) stays within ${kb(BUDGETS.landingHydration)}`, () => {
    const hydration = landingHydration(outDir, manifests.landing);
    expect(hydration.files.length, 'the landing entry defers no hydration module').toBeGreaterThan(
      landingPrePaint(outDir, manifests.landing).files.length,
    );
    expect(
      hydration.gzipBytes,
      `the landing page's hydration loads ${kb(hydration.gzipBytes)} of JS, over its ${kb(BUDGETS.landingHydration)} budget:\n${listing(hydration)}`,
    ).toBeLessThanOrEqual(BUDGETS.landingHydration);
  });

  it('the landing page loads nothing of the dashboard, the admin panel or chart libraries to paint or hydrate', () => {
    const offenders: string[] = [];
    const landingEntry = manifests.landing[LANDING_ENTRY];
    for (const key of staticClosure(manifests.landing, [LANDING_ENTRY, ...(landingEntry?.dynamicImports ?? [])])) {
      const file = manifests.landing[key].file;
      const modules = modulesOf.get(file);
      if (!modules) throw new Error(`The build output has no ${file} (manifest key ${key})`);
      for (const { what, module } of NOT_BEFORE_LANDING_PAINT) {
        const hits = modules.filter((id) => module.test(id.replaceAll('\\', '/')));
        if (hits.length > 0) offenders.push(`${file} holds ${what}: ${hits.slice(0, 3).join(', ')}`);
      }
    }
    expect(offenders, `${LANDING_ENTRY} loads before first paint:\n${offenders.join('\n')}`).toEqual([]);
  });

  it(`the dashboard's first load (SPA shell + dashboard shell + home) stays within ${kb(BUDGETS.dashboardFirstLoad)}`, () => {
    const dashboard = dashboardFirstLoad(outDir, manifests.app);
    expect(
      dashboard.gzipBytes,
      `/dashboard's first load is ${kb(dashboard.gzipBytes)} of JS, over its ${kb(BUDGETS.dashboardFirstLoad)} budget:\n${listing(dashboard)}`,
    ).toBeLessThanOrEqual(BUDGETS.dashboardFirstLoad);
  });

  it('every route chunk stays within its budget, and every route has one', () => {
    const routes = routeSizes(outDir, manifests.app);
    const problems: string[] = [];
    for (const r of routes) {
      const budget = BUDGETS.routes[r.route];
      if (budget === undefined)
        problems.push(
          `route ${r.route} (${r.chunk.file}, ${kb(r.gzipBytes)} with its imports) has no budget: add it to BUDGETS.routes in bench/web-sizes.ts at about its size + 25%`,
        );
      else if (r.gzipBytes > budget)
        problems.push(
          `route ${r.route} loads ${kb(r.gzipBytes)} (its chunk ${r.chunk.file} ${kb(r.chunk.gzipBytes)} + ${r.files.length - 1} shared chunks the SPA shell lacks), over its ${kb(budget)} budget`,
        );
    }
    const built = new Set(routes.map((r) => r.route));
    for (const route of Object.keys(BUDGETS.routes))
      if (!built.has(route))
        problems.push(`BUDGETS.routes names ${route}, which the build has no chunk for: remove or rename the line`);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the manifest walk covers every script the built HTML pages load', () => {
    // Guards the measurement itself: a script Vite put in a page that the walk missed would go unbudgeted.
    for (const [entry, manifest] of [
      [LANDING_ENTRY, manifests.landing],
      [APP_ENTRY, manifests.app],
    ] as const) {
      const walked = new Set(staticClosure(manifest, [entry]).map((key) => manifest[key].file));
      const loaded = htmlScripts(readFileSync(join(outDir, entry), 'utf8'));
      expect(loaded.length, `${entry} names no script`).toBeGreaterThan(0);
      expect(
        loaded.filter((file) => !walked.has(file)),
        `${entry} loads scripts the walk missed`,
      ).toEqual([]);
    }
  });
});

/** The built chunks (of either client build) holding a module matched by `module`, as their code. */
const chunksHolding = (module: RegExp) =>
  [...modulesOf]
    .filter(([, modules]) => modules.some((id) => module.test(id)))
    .map(([file]) => readFileSync(join(outDir, file), 'utf8'));

// Not a size, but only a real build shows it: the edit web/chakra-lazy-global.ts makes to Chakra's
// createSystem (its global styles computed when read, and the page's used instead) must be in both builds.
it("both client builds carry Chakra's createSystem with its global styles computed only when read", () => {
  const holders = chunksHolding(CHAKRA_SYSTEM_MODULE);
  expect(holders.length, 'no chunk holds Chakra createSystem').toBeGreaterThanOrEqual(2); // the SPA's, the landing page's
  for (const code of holders) expect(code).toMatch(/get _global\(\)\{/);
});

// The same for web/emotion-hydrate-in-place.ts: emotion adopts the page's style elements where they are.
it("both client builds carry emotion's StyleSheet.hydrate adopting the page's style elements in place", () => {
  const holders = chunksHolding(EMOTION_SHEET_MODULE);
  expect(holders.length, 'no chunk holds @emotion/sheet').toBeGreaterThanOrEqual(2); // the SPA's, the landing page's
  for (const code of holders) {
    expect(code).toMatch(/\.hydrate=function\(\w+\)\{var \w+=this\.tags;/);
    expect(code).not.toMatch(/\.forEach\(this\._insertTag\)/);
  }
});
