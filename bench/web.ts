/**
 * Web benchmark: what the landing page costs before first paint, and how Lighthouse rates it.
 *
 *   npm run bench:web            (env BENCH_WEB_RUNS=3 for the median of three Lighthouse runs)
 *
 * 1. Builds the SPA (vite build) and, from the built index.html and the Vite manifest, lists what /
 *    loads before first paint: the entry chunk, its static imports (transitively) and their CSS —
 *    not the lazy route chunks — with raw and gzip sizes.
 * 2. Starts the product (infra/local/start.ts, free port, temp DATA_DIR), runs Lighthouse 12.8 on /
 *    with Debian Chromium for mobile (default config) and desktop (desktop-config), categories
 *    performance and accessibility, and stops everything.
 * The last line of output is one JSON object with every figure.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startParley } from '../e2e/parley-server';

const repoRoot = resolve(import.meta.dirname, '..');
const distDir = join(repoRoot, 'web/dist');
const runs = Math.max(1, Number.parseInt(process.env.BENCH_WEB_RUNS ?? '1', 10) || 1);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

interface AssetSize {
  file: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
}

function buildWeb(): void {
  console.log('Building web (vite build)…');
  const result = spawnSync(
    process.execPath,
    [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed with status ${result.status}`);
}

/** The entry chunk plus everything it imports statically (transitively), with their CSS; lazy chunks excluded. */
function firstPaintFiles(manifest: Record<string, ManifestChunk>): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('No index.html entry in the Vite manifest');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...files];
}

/** The scripts, module preloads and stylesheets index.html itself names (a cross-check of the manifest walk). */
function indexHtmlFiles(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g))
    found.add(match[1]);
  return [...found];
}

function measure(file: string): AssetSize {
  const content = readFileSync(join(distDir, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    bytes: content.length,
    gzipBytes: gzipSync(content, { level: 9 }).length,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type FormFactor = 'mobile' | 'desktop';

async function lighthouseScores(
  url: string,
  formFactor: FormFactor,
): Promise<{ performance: number; accessibility: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const categories = result?.lhr.categories;
    if (!categories) throw new Error(`Lighthouse returned no result for ${formFactor}`);
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility') };
  } finally {
    await chrome.kill();
  }
}

async function main(): Promise<void> {
  buildWeb();
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const fromManifest = firstPaintFiles(manifest);
  const fromHtml = indexHtmlFiles(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const missing = fromHtml.filter((file) => !fromManifest.includes(file));
  if (missing.length > 0) console.warn(`index.html loads files the manifest walk missed: ${missing.join(', ')}`);
  const assets = [...new Set([...fromManifest, ...fromHtml])].map(measure).sort((a, b) => b.gzipBytes - a.gzipBytes);

  console.log('\nLoaded by / before first paint (entry + static imports + CSS; lazy chunks excluded):');
  for (const asset of assets)
    console.log(`  ${asset.file.padEnd(48)} ${kb(asset.bytes).padStart(10)}  gzip ${kb(asset.gzipBytes).padStart(9)}`);
  const total = (kind?: 'js' | 'css') =>
    assets.filter((a) => !kind || a.kind === kind).reduce((sum, a) => sum + a.gzipBytes, 0);
  console.log(
    `  total gzip: ${kb(total())} (JS ${kb(total('js'))}, CSS ${kb(total('css'))}) in ${assets.length} files`,
  );

  console.log('\nStarting Parley…');
  const parley = await startParley();
  const scores: Record<FormFactor, { performance: number; accessibility: number }> = {
    mobile: { performance: 0, accessibility: 0 },
    desktop: { performance: 0, accessibility: 0 },
  };
  try {
    const url = `${parley.url}/`;
    // One unmeasured visit warms the server (first requests compile handler modules).
    await fetch(url).then((res) => res.text());
    await fetch(`${parley.url}/api/plans`).then((res) => res.text());
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await lighthouseScores(url, formFactor));
      scores[formFactor] = {
        performance: median(samples.map((s) => s.performance)),
        accessibility: median(samples.map((s) => s.accessibility)),
      };
      console.log(
        `Lighthouse ${formFactor}: performance ${scores[formFactor].performance}, accessibility ${scores[formFactor].accessibility}${runs > 1 ? ` (median of ${runs})` : ''}`,
      );
    }
  } finally {
    await parley.stop();
  }

  console.log(
    JSON.stringify({
      bench: 'web',
      firstPaint: {
        files: assets.map((a) => ({ file: a.file, bytes: a.bytes, gzipBytes: a.gzipBytes })),
        jsGzipBytes: total('js'),
        cssGzipBytes: total('css'),
        totalGzipBytes: total(),
      },
      lighthouse: { runs, mobile: scores.mobile, desktop: scores.desktop },
    }),
  );
}

await main();
