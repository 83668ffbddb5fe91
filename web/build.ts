/**
 * `npm run build:web`: the web app's production build, prerendered (issue 16).
 *
 * 1. Vite builds the SPA shell (app.html → src/main.tsx) into web/dist, manifest .vite/manifest.json.
 * 2. Vite builds the landing page (index.html → src/landing-main.tsx) into the same folder, separately
 *    (manifest .vite/manifest-landing.json), so the landing page shares no chunk with the SPA.
 * 3. Vite bundles src/prerender/render-page.tsx for Node; it renders the landing page, /login, /signup and
 *    the not-found page with the plan catalogue, and their HTML, title and critical CSS go into
 *    index.html, login.html, signup.html and 404.html. The browser hydrates them; app.html's root stays
 *    empty, and it gets the design system's global styles and module preloads for main.tsx's startup parts.
 * 4. It renders the dashboard home's frame (the shell and the home screen before the session and data
 *    arrive) into dashboard.html: /dashboard paints its layout and largest text before any script runs;
 *    the app, requested with its imports right after that paint, renders the real screen over it (not
 *    hydrated).
 * infra/stacks/spa-fallback.js maps paths to these files in CloudFront and in the local gateway.
 *
 * The steps write into a folder beside web/dist that takes its place only once all of them are done
 * (buildWhole), so web/dist is always one whole build: the last one, or none.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { escapeHtml } from '@shared/html';
import { PLAN_CATALOGUE } from '@shared/plan-catalogue';
import { type PublicPlan, publicPlanSchema } from '@shared/schemas/plan';
import type * as RenderPage from './src/prerender/render-page';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const configFile = join(webRoot, 'vite.config.ts');

export const LANDING_MANIFEST = '.vite/manifest-landing.json';
export const APP_MANIFEST = '.vite/manifest.json';

/** The pages written from app.html's build, and the URL each prerenders ('*': any unknown path). */
const SPA_PAGES = [
  { file: 'login.html', path: '/login', prerendered: '/login' },
  { file: 'signup.html', path: '/signup', prerendered: '/signup' },
  { file: '404.html', path: '/this-page-does-not-exist', prerendered: '*', noindex: true },
] as const;

/** The dashboard home's frame (step 4); its screen's route modules come with its render (app/routes.tsx). */
const DASHBOARD_FRAME = { file: 'dashboard.html', path: '/dashboard' } as const;

/** The catalogue GET /api/plans serves on a fresh install, in its order; the page refreshes it after hydration. */
export function catalogueForPrerender(): PublicPlan[] {
  return PLAN_CATALOGUE.map((plan) => publicPlanSchema.parse(plan));
}

/** JSON inside <script type="application/json">: `<` escaped so no value can close the element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const HEAD_MARK = '<!--prerender-head-->';
const ROOT_MARK = '<div id="root"><!--prerender-body--></div>';

/**
 * A prerendered page of the SPA paints without its JavaScript: its module script becomes the small
 * web/public/after-paint.js, which imports the same entry once the page has painted, and the module
 * preloads go (the entry's imports are fetched when it loads). With `preloadAfterPaint` (every prerendered
 * page of the SPA: the startup parts of main.tsx come as separate chunks) after-paint.js asks for those
 * imports beside the entry instead, after the first paint too: requested before it, they counted against a
 * phone's first paint. `routeChunks` (the startup parts, and on the dashboard's frame its screen: the
 * dashboard shell and home chunks, each with its imports) join that list after the entry's own imports,
 * once each, so they too are requested by after-paint.js, a few per task, instead of by Vite's preload
 * helper all at once in the task that evaluates the app: ~45 <link> insertions there were about half of
 * that task on a phone.
 */
export function deferAppScript(
  html: string,
  opts: { preloadAfterPaint?: boolean; routeChunks?: readonly string[] } = {},
): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error('The built app.html has no module script to defer');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"[^>]*>/g)].map(
    (m) => m[1],
  );
  const routeChunks = (opts.routeChunks ?? []).filter((href) => href !== entry[1] && !preloads.includes(href));
  const all = [...new Set([...preloads, ...routeChunks])];
  const preloadAttribute = opts.preloadAfterPaint && all.length > 0 ? ` data-preload="${all.join(' ')}"` : '';
  return html
    .replace(
      entry[0],
      () => `<script defer src="/after-paint.js" data-entry="${entry[1]}"${preloadAttribute}></script>`,
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * Puts a rendered page into the built template; with no page (the SPA shell), `shellStyles` (the app's global
 * styles) go in the head and the root stays empty.
 */
export function fillTemplate(
  template: string,
  page?: {
    body: string;
    styles: string;
    title: string;
    prerendered: string;
    plans: unknown;
    noindex?: boolean;
    /** A frame the app renders over (data-frame), not a page it hydrates (data-prerendered). */
    frame?: boolean;
  },
  shellStyles = '',
): string {
  if (!template.includes(HEAD_MARK) || !template.includes(ROOT_MARK)) {
    throw new Error('The built HTML lost its prerender marks (<!--prerender-head--> and the #root mark)');
  }
  if (!page) return template.replace(HEAD_MARK, () => shellStyles).replace(ROOT_MARK, '<div id="root"></div>');
  const head = [
    page.noindex ? '<meta name="robots" content="noindex" />' : '',
    page.styles,
    `<script type="application/json" id="parley-plans">${jsonForHtml(page.plans)}</script>`,
  ].join('');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(HEAD_MARK, () => head)
    .replace(
      ROOT_MARK,
      () => `<div id="root" data-${page.frame ? 'frame' : 'prerendered'}="${page.prerendered}">${page.body}</div>`,
    );
}

/** A chunk of the Vite manifest (build.manifest): its file and the keys of the chunks it imports. */
type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/** The files of these manifest entries and of everything they import statically, as absolute URLs. */
export function chunkClosure(manifest: Record<string, ManifestChunk>, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => `/${manifest[key].file}`);
}

/**
 * The parts of the app that src/main.tsx imports at startup, one evaluated per task (React DOM, the design
 * system's code, the app's): the SPA entry's dynamic imports that are not a screen (src/features/), with all
 * they import. The pages request them beside the entry, so they arrive together instead of one round trip
 * after another as main.tsx asks for each.
 */
export function startParts(manifest: Record<string, ManifestChunk>): string[] {
  return chunkClosure(manifest, startPartKeys(manifest));
}

/** How many parts src/main.tsx imports at startup. */
const START_PARTS = 3;

/** startParts' manifest keys, without what they import (bench/web-sizes.ts counts them in the SPA shell). */
export function startPartKeys(manifest: Record<string, { dynamicImports?: string[] }>): string[] {
  const entry = manifest['app.html'];
  if (!entry) throw new Error('The manifest has no app.html entry');
  const parts = (entry.dynamicImports ?? []).filter((key) => !key.startsWith('src/features/'));
  // React DOM, the design system, the app: another import() outside the screens would silently become a
  // startup part, preloaded on every page and counted in the shell's budget
  if (parts.length !== START_PARTS) {
    throw new Error(
      `The SPA entry imports ${parts.length} parts at startup, not src/main.tsx's ${START_PARTS}: ${parts.join(', ')}`,
    );
  }
  return parts;
}

/** The SPA shell with module preloads for these chunks (not its entry, nor those it preloads already), after its own. */
export function withModulePreloads(html: string, hrefs: readonly string[]): string {
  const links = [...new Set(hrefs)]
    .filter((href) => !html.includes(`href="${href}"`) && !html.includes(`src="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  if (!html.includes('</head>')) throw new Error('The built app.html has no </head>');
  return html.replace('</head>', () => `${links}</head>`);
}

/**
 * The dashboard's frame must paint the home screen's header (its title and purpose line, the page's largest
 * text), not only a spinner: that first paint is the phone's LCP. A component that waits for data during
 * the build's prerender, where none comes, leaves the frame with its spinner, and LCP moves to the app's
 * render seconds later (stop 43's banner gate did: Lighthouse mobile LCP 1.1 -> 5.3 s, performance 69 -> 49).
 */
export function assertFrameShowsScreen(body: string): void {
  if (!/<h1[\s>]/.test(body))
    throw new Error(
      "dashboard.html's frame has no home header (its <h1>): a part of the screen waited for data in the prerender",
    );
}

/** Rolldown's output of one build: each chunk's file and the source modules in it. */
export type ClientChunks = Map<string, string[]>;

/** Steps 1 and 2: both pages' client builds into `outDir`; returns every chunk's modules (for the size test). */
export async function buildClient(outDir: string, logLevel: 'warn' | 'silent' = 'warn'): Promise<ClientChunks> {
  const vite = await import('vite');
  const chunks: ClientChunks = new Map();
  const collect = (result: Awaited<ReturnType<typeof vite.build>>) => {
    for (const output of Array.isArray(result) ? result : [result]) {
      if (!('output' in output)) throw new Error('vite build returned a watcher');
      for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item.moduleIds);
    }
  };
  collect(await vite.build({ configFile, logLevel, build: { outDir, emptyOutDir: true, manifest: APP_MANIFEST } }));
  collect(
    await vite.build({
      configFile,
      logLevel,
      build: {
        outDir,
        emptyOutDir: false,
        manifest: LANDING_MANIFEST,
        rolldownOptions: { input: join(webRoot, 'index.html') },
      },
    }),
  );
  return chunks;
}

/** Whether process `pid` still runs (signal 0 tests without sending). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `build` into a new folder beside `outDir` and puts it in `outDir`'s place only when it succeeds; a
 * build that throws or is killed leaves `outDir` as it was. Why: `npm start` judges web/dist current by its
 * index.html's age, and the client build writes index.html long before the prerender fills it in. A start
 * stopped in between (a rehearsal of CI: infra/local/start.test.ts stops its server during the background
 * build) left a fresh-looking web/dist without login.html or dashboard.html, and the next start served the
 * landing page at /login. What a killed build leaves beside `outDir` goes at the next build.
 */
export async function buildWhole(outDir: string, build: (dir: string) => Promise<void>): Promise<void> {
  const parent = dirname(outDir);
  const name = basename(outDir);
  if (existsSync(parent))
    for (const entry of readdirSync(parent)) {
      const left = /^(.+)\.(?:building|old)-(\d+)$/.exec(entry);
      if (left?.[1] === name && !running(Number(left[2])))
        rmSync(join(parent, entry), { recursive: true, force: true });
    }
  const staging = join(parent, `${name}.building-${process.pid}`);
  const old = join(parent, `${name}.old-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    await build(staging);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  // two renames (a folder cannot replace a non-empty one in one): outDir is missing for that instant only
  rmSync(old, { recursive: true, force: true });
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(staging, outDir);
  rmSync(old, { recursive: true, force: true });
}

export async function buildWeb(
  opts: { outDir?: string; log?: (line: string) => void; logLevel?: 'warn' | 'silent' } = {},
): Promise<void> {
  const t0 = performance.now();
  await buildWhole(opts.outDir ?? join(webRoot, 'dist'), (dir) => buildAndPrerender(dir, opts.logLevel ?? 'warn'));
  opts.log?.(`Web app built and prerendered in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** Steps 1 to 4 into `outDir`. */
async function buildAndPrerender(outDir: string, logLevel: 'warn' | 'silent'): Promise<void> {
  const vite = await import('vite');
  await buildClient(outDir, logLevel);

  // Inside the repo, so Node resolves the bundle's packages from node_modules.
  const cacheDir = join(webRoot, '../node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const ssrDir = mkdtempSync(join(cacheDir, 'parley-prerender-'));
  try {
    await vite.build({
      configFile,
      logLevel,
      build: {
        ssr: join(webRoot, 'src/prerender/render-page.tsx'),
        outDir: ssrDir,
        emptyOutDir: true,
        manifest: false,
      },
    });
    const render: typeof RenderPage = await import(pathToFileURL(join(ssrDir, 'render-page.js')).href);
    const plans = catalogueForPrerender();

    const landing = await render.renderLanding(plans);
    const landingUnderApp = await render.renderLandingWithAppSystem(plans);
    if (landing.body !== landingUnderApp.body || landing.styles !== landingUnderApp.styles) {
      throw new Error(
        "The landing page renders differently under its trimmed design system (web/src/app/landing-system.ts) than under the app's: a component it uses needs a recipe that system lacks",
      );
    }
    const landingTemplate = readFileSync(join(outDir, 'index.html'), 'utf8');
    writeFileSync(join(outDir, 'index.html'), fillTemplate(landingTemplate, { ...landing, prerendered: '/', plans }));

    const appTemplate = readFileSync(join(outDir, 'app.html'), 'utf8');
    const appManifest = JSON.parse(readFileSync(join(outDir, APP_MANIFEST), 'utf8'));
    const parts = startParts(appManifest);
    for (const page of SPA_PAGES) {
      const rendered = await render.renderRoute(page.path, plans);
      writeFileSync(
        join(outDir, page.file),
        deferAppScript(
          fillTemplate(appTemplate, { ...rendered, prerendered: page.prerendered, plans, noindex: 'noindex' in page }),
          { preloadAfterPaint: true, routeChunks: parts },
        ),
      );
    }
    const { routeModules, ...frame } = await render.renderDashboardFrame(plans);
    assertFrameShowsScreen(frame.body);
    writeFileSync(
      join(outDir, DASHBOARD_FRAME.file),
      deferAppScript(fillTemplate(appTemplate, { ...frame, prerendered: DASHBOARD_FRAME.path, plans, frame: true }), {
        preloadAfterPaint: true,
        routeChunks: [...parts, ...chunkClosure(appManifest, routeModules)],
      }),
    );
    writeFileSync(
      join(outDir, 'app.html'),
      withModulePreloads(fillTemplate(appTemplate, undefined, await render.renderShellStyles()), parts),
    );
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildWeb({ log: console.log }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
