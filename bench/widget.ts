/**
 * `npm run bench:widget`: the widget's loader and panel gzip sizes against their budgets (2 KB / 15 KB),
 * then, in Debian's Chromium on a plain page from a second origin, RUNS fresh browser contexts (cold HTTP
 * cache each) of each kind, medians with the load average of every run:
 *   (a) script tag → launcher visible;
 *   (b) click → panel ready (lead form shown), PRELOADED: the loader fetched the panel when the page went
 *       idle (window.__parleyPanel is there) before the click, what a visitor who reads a moment gets;
 *   (c) click → panel ready, COLD: the idle preload is held back (requestIdleCallback never fires), so
 *       the click fetches the panel script, then the panel fetches the widget's config.
 * Beside each run, the same-run reference: the median of REFERENCE_REQUESTS GETs to a bare GetItem server
 * on the product's own DynamoDB Local (bench/lib/getitem-reference.ts), one round trip's floor.
 *   BENCH_RUNS (default 5, at least 3)
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startParley } from '../e2e/parley-server';
import { db } from '../functions/db/service';
import { DEMO_CLIENT_ID } from '../functions/ops/seed-data/demo';
import { buildWidget, WIDGET_BUDGETS } from '../widget/build';
import { startGetItemReference } from './lib/getitem-reference';
import { median, servePlainSite } from './lib/plain-site';

const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 5));
const REFERENCE_REQUESTS = 20;
const built = await buildWidget();
console.log('file                       bytes    gzip   budget (gzip)');
for (const [name, f] of [
  ['loader', built.loader],
  ['panel', built.panel],
] as const) {
  console.log(
    `${f.file.padEnd(24)} ${String(f.bytes).padStart(7)} ${String(f.gzip).padStart(7)}   ${WIDGET_BUDGETS[name]} ${f.gzip <= WIDGET_BUDGETS[name] ? 'ok' : 'OVER'}`,
  );
}

const parley = await startParley();
let reference: Awaited<ReturnType<typeof startGetItemReference>> | undefined;
let site: Awaited<ReturnType<typeof servePlainSite>> | undefined;
let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
const stopAll = async () => {
  await browser?.close();
  await site?.close();
  reference?.stop();
  await parley.stop();
};
try {
  // the product's DynamoDB Local (its ports.json) and the demo tenant's own item, for the reference
  process.env.TABLE_NAME ??= 'parley';
  const { dynamodb } = JSON.parse(readFileSync(join(parley.dataDir, 'ports.json'), 'utf8')) as { dynamodb: number };
  const { Key } = db().entities.client.get({ clientId: DEMO_CLIENT_ID }).params();
  reference = await startGetItemReference({
    endpoint: `http://127.0.0.1:${dynamodb}`,
    table: process.env.TABLE_NAME,
    key: Key as Record<string, string>,
  });
  site = await servePlainSite('<!doctype html><html lang="en"><title>Shop</title><h1>A plain shop page</h1></html>');
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
} catch (err) {
  await stopAll();
  throw err;
}

async function referenceMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REFERENCE_REQUESTS; i++) {
    const t0 = performance.now();
    await (await fetch((reference as { url: string }).url)).arrayBuffer();
    times.push(performance.now() - t0);
  }
  return median(times);
}

interface Run {
  launcherMs: number;
  panelMs: number;
  load: number;
  referenceMs: number;
}

/** One fresh context: the loader, then the click, with the panel preloaded or cold. */
async function run(kind: 'preloaded' | 'cold'): Promise<Run> {
  const context = await (browser as NonNullable<typeof browser>).newContext(); // cold HTTP cache each run
  try {
    const page = await context.newPage();
    // cold: the loader's idle preload never runs, so the click is what fetches the panel
    if (kind === 'cold') await page.addInitScript('window.requestIdleCallback = () => 0;');
    await page.goto((site as { url: string }).url);
    // Browser code goes in as text: tsx's keepNames would wrap a function in a helper the page lacks.
    const launcherMs = (await page.evaluate(`new Promise((resolve) => {
      const t0 = performance.now();
      const s = document.createElement('script');
      s.src = ${JSON.stringify(`${parley.url}/widget/parley-widget.js`)};
      s.dataset.clientId = ${JSON.stringify(DEMO_CLIENT_ID)};
      document.body.appendChild(s);
      const poll = () => {
        const host = document.querySelector('[data-parley-widget]');
        const button = host && host.shadowRoot && host.shadowRoot.querySelector('button');
        if (button && button.getBoundingClientRect().width > 0) resolve(performance.now() - t0);
        else requestAnimationFrame(poll);
      };
      poll();
    })`)) as number;
    if (kind === 'preloaded')
      await page.waitForFunction('Boolean(window.__parleyPanel)', undefined, { timeout: 30_000 });
    else if (await page.evaluate('Boolean(window.__parleyPanel)'))
      throw new Error('the cold run found the panel loaded');
    const panelMs = (await page.evaluate(`new Promise((resolve) => {
      const root = document.querySelector('[data-parley-widget]').shadowRoot;
      const t0 = performance.now();
      root.querySelector('button').click();
      const poll = () => {
        const panel = root.querySelector('.p');
        if (panel && !panel.hidden && root.querySelector('form')) resolve(performance.now() - t0);
        else requestAnimationFrame(poll);
      };
      poll();
    })`)) as number;
    const load = loadavg()[0];
    return { launcherMs, panelMs, load, referenceMs: await referenceMs() };
  } finally {
    await context.close();
  }
}

try {
  const runs: Record<'preloaded' | 'cold', Run[]> = { preloaded: [], cold: [] };
  // interleaved, so both kinds see the same machine
  for (let i = 0; i < RUNS; i++) {
    runs.preloaded.push(await run('preloaded'));
    runs.cold.push(await run('cold'));
  }
  const ms = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  const all = [...runs.preloaded, ...runs.cold];
  console.log(`\nChromium (headless), ${RUNS} fresh contexts of each kind, widget API on the local gateway`);
  console.log(
    `script tag → launcher visible:      median ${median(all.map((r) => r.launcherMs)).toFixed(0)} ms  (runs: ${ms(all.map((r) => r.launcherMs))})`,
  );
  for (const kind of ['preloaded', 'cold'] as const) {
    const rs = runs[kind];
    console.log(
      `click → panel ready, ${kind.padEnd(9)}:   median ${median(rs.map((r) => r.panelMs)).toFixed(0)} ms  (runs: ${ms(rs.map((r) => r.panelMs))}; load ${rs.map((r) => r.load.toFixed(1)).join('/')}; GetItem reference median ${median(rs.map((r) => r.referenceMs)).toFixed(1)} ms)`,
    );
  }
  const summary = (rs: Run[]) => ({
    panelMedianMs: Math.round(median(rs.map((r) => r.panelMs))),
    panelRunsMs: rs.map((r) => Math.round(r.panelMs)),
    loads: rs.map((r) => Number(r.load.toFixed(2))),
    referenceMedianMs: Number(median(rs.map((r) => r.referenceMs)).toFixed(2)),
  });
  console.log(
    JSON.stringify({
      bench: 'widget',
      runs: RUNS,
      loaderGzip: built.loader.gzip,
      panelGzip: built.panel.gzip,
      launcherMedianMs: Math.round(median(all.map((r) => r.launcherMs))),
      preloaded: summary(runs.preloaded),
      cold: summary(runs.cold),
    }),
  );
} finally {
  await stopAll();
}
