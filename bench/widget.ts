/**
 * `npm run bench:widget`: the widget's loader and panel gzip sizes against their budgets (2 KB / 15 KB),
 * then, in Debian's Chromium on a plain page from a second origin, the median over 5 fresh browser
 * contexts of (a) script tag → launcher visible and (b) click → panel ready (lead form shown).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startParley } from '../e2e/parley-server';
import { DEMO_CLIENT_ID } from '../functions/ops/seed-data/demo';
import { buildWidget, WIDGET_BUDGETS } from '../widget/build';
import { median, servePlainSite } from './lib/plain-site';

const RUNS = 5;
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
const site = await servePlainSite(
  '<!doctype html><html lang="en"><title>Shop</title><h1>A plain shop page</h1></html>',
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const toLauncher: number[] = [];
const toPanel: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext(); // cold cache each run
    const page = await context.newPage();
    await page.goto(site.url);
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
    toLauncher.push(launcherMs);
    toPanel.push(panelMs);
    await context.close();
  }
  console.log(`\nChromium (headless), ${RUNS} cold runs, widget API on the local gateway`);
  console.log(
    `script tag → launcher visible: median ${median(toLauncher).toFixed(0)} ms  (runs: ${toLauncher.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(
    `click → panel ready:           median ${median(toPanel).toFixed(0)} ms  (runs: ${toPanel.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(
    JSON.stringify({
      bench: 'widget',
      loaderGzip: built.loader.gzip,
      panelGzip: built.panel.gzip,
      launcherMedianMs: Math.round(median(toLauncher)),
      panelMedianMs: Math.round(median(toPanel)),
    }),
  );
} finally {
  await browser.close();
  await site.close();
  await parley.stop();
}
