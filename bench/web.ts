/**
 * Web benchmark: what the web client costs in JavaScript, and how Lighthouse rates its pages (issue 16).
 *
 *   npm run bench:web            (BENCH_WEB_RUNS, default 3: Lighthouse runs per page and form factor)
 *
 * 1. Builds with the project's web build (`npm run build:web`) and, from the Vite manifest
 *    (bench/web-sizes.ts, the walk the size-budget test uses), prints every route chunk with its raw and
 *    gzip size and what navigating to it loads beyond the SPA shell, the landing page's pre-paint JS and
 *    the dashboard's first load, each against its budget.
 * 2. Starts the product (e2e/parley-server.ts: free port, temp DATA_DIR), signs a business up through the
 *    API, publishes its AI webpage through the API (POST /api/ai-webpages, the offline writer's copy), and
 *    runs Lighthouse 12.8 in Debian Chromium on /, /login, /dashboard and /page/{pathname} — /dashboard
 *    signed in: the sign-up's session cookies are set in the fresh browser before Lighthouse opens the page,
 *    and a run that does not end on the page asked for fails — for mobile (default config: simulated slow
 *    4G, 4x CPU slowdown) and desktop (desktop-config), each BENCH_WEB_RUNS times in a fresh browser,
 *    reporting the median of each category score and of FCP, LCP, TBT and CLS, with the 1-minute load
 *    average (os.loadavg()) taken as each run ended and its median. Everything it started is stopped.
 *    Beside Lighthouse's TBT, "TBT cpu": the same sum from each task's CPU time in Lighthouse's trace
 *    (bench/lib/cpu-tbt.ts), which a loaded machine inflates far less than the wall-clock figure; it is
 *    for comparing two builds measured in the same window, not a Lighthouse score.
 *
 *   BENCH_WEB_PAGES=dashboard,page   only these pages ('/', 'login', 'dashboard', 'leads', 'page'; default all)
 *   BENCH_WEB_FORM_FACTORS=mobile    only these form factors (default mobile,desktop)
 *   BENCH_WEB_REPORTS=<dir>          also write each run's Lighthouse report there (JSON) for its diagnostics,
 *                                    and its trace (<report>.trace.json: open it in DevTools' Performance panel)
 *   BENCH_WEB_BUILD=skip             measure the web/dist already there instead of building (e.g. another
 *                                    commit's build copied in, to compare two builds in the same window)
 * The last line of output is one JSON object with every figure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
// puppeteer-core is Lighthouse's own dependency: Lighthouse audits the page it is handed
import type { CookieData } from 'puppeteer-core';
import { type RunningParley, startParley } from '../e2e/parley-server';
import { writeLocally } from '../functions/core/webpages/write-local';
import { cpuBlocking } from './lib/cpu-tbt';
import { median } from './lib/plain-site';
import { signUpSession, withBrowser } from './lib/web-session';
import {
  APP_ENTRY,
  BUDGETS,
  dashboardFirstLoad,
  type FileGroup,
  kb,
  LANDING_ENTRY,
  landingPrePaint,
  type Manifests,
  readManifests,
  routeSizes,
} from './web-sizes';

const repoRoot = resolve(import.meta.dirname, '..');
const distDir = join(repoRoot, 'web/dist');
const runs = Math.max(1, Number.parseInt(process.env.BENCH_WEB_RUNS ?? '3', 10) || 3);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
/** The pages measured; `page` is the published AI webpage, whose path is known once it is published. */
const PAGES = [
  { name: '/', signedIn: false },
  { name: 'login', signedIn: false },
  { name: 'dashboard', signedIn: true },
  // a screen under the dashboard's frame, as a reload or a bookmark opens it (the app, the frame and the
  // screen: three chunks)
  { name: 'leads', signedIn: true },
  { name: 'page', signedIn: false },
] as const;
type PageName = (typeof PAGES)[number]['name'];
const ALL_FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof ALL_FORM_FACTORS)[number];

/** A comma-separated env list, limited to the known values (all of them when unset). */
function pick<T extends string>(variable: string, known: readonly T[]): T[] {
  const asked = process.env[variable]
    ?.split(',')
    .map((v) => v.trim().replace(/^\/(?=.)/, ''))
    .filter(Boolean);
  if (!asked?.length) return [...known];
  const unknown = asked.filter((v) => !known.includes(v as T));
  if (unknown.length > 0) throw new Error(`${variable}: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return known.filter((k) => asked.includes(k));
}
const pages = pick(
  'BENCH_WEB_PAGES',
  PAGES.map((p) => p.name),
).map((name) => PAGES.find((p) => p.name === name) as (typeof PAGES)[number]);
const FORM_FACTORS = pick('BENCH_WEB_FORM_FACTORS', ALL_FORM_FACTORS);
const reportsDir = process.env.BENCH_WEB_REPORTS ? resolve(process.env.BENCH_WEB_REPORTS) : undefined;

/** One run's figures; `load1` is the 1-minute load average as the run ended. */
type Sample = Record<(typeof CATEGORIES)[number], number> &
  Record<keyof typeof METRICS, number> & { load1: number; cpuTbtMs: number };
/** The medians of a page's runs, and the audits (outside performance) that failed in any run. */
type Result = Sample & { misses: string[]; runs: Sample[] };

function buildWeb(): void {
  console.log('Building web (npm run build:web)…');
  const result = spawnSync('npm', ['run', '--silent', 'build:web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm run build:web failed with status ${result.status}`);
}

// ---------- sizes ----------

function printSizes(manifests: Manifests) {
  const appEntry = APP_ENTRY;
  const routes = routeSizes(distDir, manifests.app);
  const landing = landingPrePaint(distDir, manifests.landing);
  const dashboard = dashboardFirstLoad(distDir, manifests.app);

  const verdict = (gzip: number, budget: number | undefined) =>
    budget === undefined ? 'NO BUDGET' : `${kb(budget).padStart(9)} ${gzip <= budget ? 'ok' : 'OVER'}`;
  console.log(`\nRoute chunks (gzip -9; "load" = the chunk + the shared chunks ${appEntry} has not loaded):`);
  console.log(`  ${'route'.padEnd(58)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'load'.padStart(9)}    budget`);
  for (const r of routes) {
    const name = r.route.replace(/^src\/features\//, '');
    console.log(
      `  ${name.padEnd(58)} ${kb(r.chunk.bytes).padStart(9)} ${kb(r.chunk.gzipBytes).padStart(9)} ${kb(r.gzipBytes).padStart(9)} ${verdict(r.gzipBytes, BUDGETS.routes[r.route])}`,
    );
  }
  const total = (label: string, g: FileGroup, budget: number) =>
    console.log(
      `  ${label.padEnd(58)} ${kb(g.bytes).padStart(9)} ${kb(g.gzipBytes).padStart(9)} ${`${g.files.length} files`.padStart(9)} ${verdict(g.gzipBytes, budget)}`,
    );
  console.log('');
  total(`landing pre-paint JS (${LANDING_ENTRY} + static imports)`, landing, BUDGETS.landingPrePaint);
  total(`dashboard first load (${appEntry} + shell + home)`, dashboard, BUDGETS.dashboardFirstLoad);

  const brief = (g: FileGroup, budget: number) => ({
    bytes: g.bytes,
    gzipBytes: g.gzipBytes,
    budgetGzipBytes: budget,
    files: g.files,
  });
  return {
    appEntry,
    landingPrePaint: brief(landing, BUDGETS.landingPrePaint),
    dashboardFirstLoad: brief(dashboard, BUDGETS.dashboardFirstLoad),
    routes: routes.map((r) => ({
      route: r.route,
      file: r.chunk.file,
      bytes: r.chunk.bytes,
      gzipBytes: r.chunk.gzipBytes,
      loadGzipBytes: r.gzipBytes,
      budgetGzipBytes: BUDGETS.routes[r.route] ?? null,
    })),
  };
}

// ---------- a signed-in session ----------

/** Publishes the business's AI webpage through the API, with the offline writer's copy; returns its path. */
async function publishWebpage(parley: RunningParley, cookies: CookieData[]): Promise<string> {
  const owner = { template: 'business-landing', businessName: 'Brightline Plumbing', industry: 'Plumbing' } as const;
  const written = writeLocally({ ...owner, summary: 'Leak repairs, bathroom fitting and water heaters in Pune' });
  const pathname = `bench-web-${Date.now().toString(36)}`;
  const res = await fetch(`${parley.url}/api/ai-webpages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: parley.url,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    },
    body: JSON.stringify({
      name: owner.businessName,
      pathname,
      template: owner.template,
      title: written.title,
      description: written.description,
      status: 'published',
      customData: {
        ...written.customData,
        email: 'hello@brightline.example',
        phone: '+91 98765 43210',
        address: '14 MG Road, Bengaluru 560001',
      },
    }),
  });
  if (res.status !== 201) throw new Error(`publishing the webpage failed: ${res.status} ${await res.text()}`);
  return `/page/${pathname}`;
}

// ---------- Lighthouse ----------

async function audit(
  url: string,
  formFactor: FormFactor,
  cookies: CookieData[],
  reportName: string,
): Promise<{ sample: Sample; misses: string[] }> {
  return withBrowser(cookies, async (page) => {
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url} (${formFactor})`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url} (${formFactor}): ${lhr.runtimeError.message}`);
    // A signed-out visit to /dashboard is sent to /login: that would measure the wrong page.
    const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
    if (landedOn !== new URL(url).pathname) throw new Error(`Lighthouse asked for ${url} but ended on ${landedOn}`);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(join(reportsDir, `${reportName}.json`), JSON.stringify(lhr));
      // the main thread's tasks behind TBT, which the report only sums up
      writeFileSync(join(reportsDir, `${reportName}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    const slowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
    const sample = { load1: loadavg()[0], cpuTbtMs: cpuBlocking(result.artifacts.Trace, slowdown).tbtMs } as Sample;
    for (const category of CATEGORIES) sample[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    for (const [key, audit] of Object.entries(METRICS) as [keyof typeof METRICS, string][])
      sample[key] = lhr.audits[audit]?.numericValue ?? Number.NaN;
    // What keeps accessibility, best practices and SEO under 100: where to look first.
    const misses = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    return { sample, misses };
  });
}

function medians(samples: Sample[]): Sample {
  const out = {} as Sample;
  for (const key of Object.keys(samples[0]) as (keyof Sample)[]) out[key] = median(samples.map((s) => s[key]));
  return out;
}

async function lighthouseAll(parley: RunningParley) {
  const cookies = await signUpSession(parley);
  const paths: Record<PageName, string> = {
    '/': '/',
    login: '/login',
    dashboard: '/dashboard',
    leads: '/dashboard/leads',
    page: pages.some((p) => p.name === 'page') ? await publishWebpage(parley, cookies) : '',
  };
  const cookiesFor = (signedIn: boolean) => (signedIn ? cookies : []);
  // One unmeasured visit per page warms the server (the first request to each handler loads its modules).
  for (const { name, signedIn } of pages)
    await withBrowser(cookiesFor(signedIn), (page) =>
      page.goto(`${parley.url}${paths[name]}`, { waitUntil: 'networkidle0' }),
    );

  const results: Record<string, Record<FormFactor, Result>> = {};
  for (const { name, signedIn } of pages) {
    const path = paths[name];
    results[path] = {} as Record<FormFactor, Result>;
    for (const formFactor of FORM_FACTORS) {
      const samples: Sample[] = [];
      const misses = new Set<string>();
      for (let run = 0; run < runs; run++) {
        const reportName = `${name.replace('/', 'landing')}-${formFactor}-${run + 1}`;
        const one = await audit(`${parley.url}${path}`, formFactor, cookiesFor(signedIn), reportName);
        samples.push(one.sample);
        for (const miss of one.misses) misses.add(miss);
      }
      results[path][formFactor] = { ...medians(samples), misses: [...misses], runs: samples };
      console.log(
        `  ${path} ${formFactor}: performance ${samples.map((s) => `${s.performance} (load ${s.load1.toFixed(2)}, TBT cpu ${Math.round(s.cpuTbtMs)} ms)`).join(', ')} → median ${results[path][formFactor].performance}`,
      );
    }
  }
  return results;
}

function printLighthouse(results: Record<string, Record<FormFactor, Result>>) {
  console.log(
    `\nLighthouse 12.8, Debian Chromium, median of ${runs} run${runs > 1 ? 's' : ''} (load: median 1-minute load average of those runs; ${cpus().length} CPUs):`,
  );
  console.log(
    `  ${'page'.padEnd(36)} perf  a11y  best   seo  ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)}   CLS   load  TBT cpu`,
  );
  const ms = (v: number) => `${Math.round(v)} ms`.padStart(7);
  for (const [path, byFormFactor] of Object.entries(results))
    for (const formFactor of FORM_FACTORS) {
      const s = byFormFactor[formFactor];
      console.log(
        `  ${`${path} ${formFactor}`.padEnd(36)} ${[s.performance, s.accessibility, s['best-practices'], s.seo].map((n) => String(n).padStart(4)).join('  ')}  ${ms(s.fcpMs)} ${ms(s.lcpMs)} ${ms(s.tbtMs)} ${s.cls.toFixed(3)} ${s.load1.toFixed(2).padStart(6)}  ${ms(s.cpuTbtMs)}`,
      );
      if (s.misses.length > 0) console.log(`  ${''.padEnd(36)} failed: ${s.misses.join(', ')}`);
    }
}

async function main(): Promise<void> {
  if (process.env.BENCH_WEB_BUILD === 'skip') console.log(`Measuring the build already in ${distDir}`);
  else buildWeb();
  const sizes = printSizes(readManifests(distDir));

  console.log('\nStarting Parley…');
  const parley = await startParley();
  const stopOnSignal = () => void parley.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  let results: Awaited<ReturnType<typeof lighthouseAll>>;
  try {
    results = await lighthouseAll(parley);
  } finally {
    await parley.stop();
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  }
  printLighthouse(results);

  const rounded = (s: Sample) => ({
    ...s,
    fcpMs: Math.round(s.fcpMs),
    lcpMs: Math.round(s.lcpMs),
    tbtMs: Math.round(s.tbtMs),
    cpuTbtMs: Math.round(s.cpuTbtMs),
    cls: Number(s.cls.toFixed(4)),
    load1: Number(s.load1.toFixed(2)),
  });
  console.log(
    JSON.stringify({
      bench: 'web',
      sizes,
      lighthouse: {
        runs,
        pages: Object.fromEntries(
          Object.entries(results).map(([path, r]) => [
            path,
            Object.fromEntries(
              FORM_FACTORS.map((f) => [f, { ...rounded(r[f]), misses: r[f].misses, runs: r[f].runs.map(rounded) }]),
            ),
          ]),
        ),
      },
    }),
  );
}

await main();
