/**
 * What the built web client (web/dist or a test's outDir) costs in gzip JavaScript, read from the Vite
 * manifest, and the budgets it must stay within (issue 16). Shared by the size-budget test
 * (bench/web-sizes.test.ts, run by `npm test`) and `npm run bench:web`, so both walk the build alike.
 *
 * The build has two HTML entries (manifest keys are relative to web/, Vite's root):
 *   index.html — the prerendered landing page (web/src/landing-main.tsx);
 *   app.html   — the SPA shell every other page loads (web/src/main.tsx).
 * "Loads" means the entry chunk plus its static `imports`, transitively: what the browser fetches before
 * the entry runs. `dynamicImports` (lazy routes) are not followed. Chakra's styles are emitted by JS, so
 * the build has no CSS files; only JS is measured.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const LANDING_ENTRY = 'index.html';
export const APP_ENTRY = 'app.html';
/** The chunks /dashboard needs on top of the SPA shell to show its home screen. */
export const DASHBOARD_ROUTES = [
  'src/features/dashboard/routes/dashboard-shell.tsx',
  'src/features/dashboard/routes/dashboard-home-page.tsx',
];
/** A route chunk: a lazily loaded screen, one per file under web/src/features/<feature>/routes/. */
const ROUTE_SRC = /^src\/features\/[^/]+\/routes\/[^/]+\.tsx?$/;

const KB = 1024;

/** Gzip (level 9) budgets in bytes. */
export const BUDGETS = {
  landingPrePaint: 120 * KB,
  dashboardFirstLoad: 250 * KB,
  /**
   * Per route: its chunk plus the shared chunks it imports that the SPA shell (app.html) has not already
   * loaded — what navigating to it downloads. Set at the measured size + 25%, rounded up to a whole KB
   * (measured 2026-11 on a two-entry build). A new route needs a line here; raise a line only with a
   * reason in the commit.
   */
  routes: {
    'src/features/admin/routes/admin-page.tsx': 35 * KB,
    'src/features/agent-portal/routes/agent-portal-page.tsx': 7 * KB,
    'src/features/ai-webpages/routes/ai-webpages-routes.tsx': 85 * KB,
    'src/features/auth/routes/login-page.tsx': 6 * KB,
    'src/features/auth/routes/signup-page.tsx': 43 * KB,
    'src/features/billing/routes/billing-page.tsx': 22 * KB,
    'src/features/ccai-test/routes/ccai-test-page.tsx': 6 * KB,
    'src/features/conversations/routes/conversations-page.tsx': 9 * KB,
    'src/features/crm-analytics/routes/crm-analytics-page.tsx': 143 * KB,
    'src/features/dashboard/routes/dashboard-home-page.tsx': 50 * KB,
    'src/features/dashboard/routes/dashboard-shell.tsx': 4 * KB,
    'src/features/human-agents/routes/human-agents-page.tsx': 12 * KB,
    'src/features/intents/routes/intents-page.tsx': 81 * KB,
    'src/features/leads/routes/leads-page.tsx': 59 * KB,
    'src/features/legal/routes/cookies-page.tsx': 3 * KB,
    'src/features/legal/routes/privacy-page.tsx': 3 * KB,
    'src/features/legal/routes/terms-page.tsx': 3 * KB,
    'src/features/not-found/routes/not-found-page.tsx': 1 * KB,
    'src/features/predictive-analytics/routes/predictive-analytics-page.tsx': 144 * KB,
    'src/features/settings/routes/settings-page.tsx': 29 * KB,
    'src/features/widget-settings/routes/embed-widget-page.tsx': 55 * KB,
    'src/features/widget-settings/routes/lead-capture-page.tsx': 48 * KB,
  } as Record<string, number>,
};

/** Modules that must not load before the landing page paints: the dashboard, the admin panel, chart libraries. */
export const NOT_BEFORE_LANDING_PAINT: { what: string; module: RegExp }[] = [
  { what: 'the dashboard', module: /\/web\/src\/features\/dashboard\// },
  { what: 'the admin panel', module: /\/web\/src\/features\/admin\// },
  { what: 'recharts', module: /\/node_modules\/recharts\// },
  { what: '@chakra-ui/charts', module: /\/node_modules\/@chakra-ui\/charts\// },
  // recharts draws with d3 (through victory-vendor)
  { what: 'd3', module: /\/node_modules\/(d3-[^/]+|victory-vendor)\// },
];

export interface SizedFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface FileGroup {
  /** Manifest keys of the chunks, in visiting order (each entry before what it imports). */
  keys: string[];
  files: SizedFile[];
  bytes: number;
  gzipBytes: number;
}

export interface RouteSize extends FileGroup {
  /** The route's manifest key, e.g. src/features/leads/routes/leads-page.tsx. */
  route: string;
  /** The route's own chunk. */
  chunk: SizedFile;
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) {
    const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
    throw new Error(`The Vite manifest has no ${key} (its entries: ${entries.join(', ') || 'none'})`);
  }
  return found;
}

/** The chunks these keys load: themselves and their static imports, transitively, each once. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk(manifest, key).imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

export function sizeOf(outDir: string, file: string): SizedFile {
  const content = readFileSync(join(outDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

function group(outDir: string, manifest: Manifest, keys: string[]): FileGroup {
  const files = keys.map((key) => sizeOf(outDir, chunk(manifest, key).file));
  return {
    keys,
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/** The JS the landing page loads before first paint: its entry and static imports. */
export function landingPrePaint(outDir: string, manifest: Manifest): FileGroup {
  return group(outDir, manifest, staticClosure(manifest, [LANDING_ENTRY]));
}

/*
 * `appEntry` is the SPA shell's entry: app.html, the only one the test accepts. bench:web passes index.html
 * for a build from before the two-entry split, where that one entry was the SPA.
 */

/** The JS a visit to /dashboard loads: the SPA shell, the dashboard shell and its home screen, each chunk once. */
export function dashboardFirstLoad(outDir: string, manifest: Manifest, appEntry = APP_ENTRY): FileGroup {
  return group(outDir, manifest, staticClosure(manifest, [appEntry, ...DASHBOARD_ROUTES]));
}

/** Every route chunk with what navigating to it from the SPA shell downloads, largest first. */
export function routeSizes(outDir: string, manifest: Manifest, appEntry = APP_ENTRY): RouteSize[] {
  const shell = new Set(staticClosure(manifest, [appEntry]));
  return Object.keys(manifest)
    .filter((key) => ROUTE_SRC.test(manifest[key].src ?? ''))
    .map((route) => {
      const keys = staticClosure(manifest, [route]).filter((key) => !shell.has(key));
      return { route, chunk: sizeOf(outDir, manifest[route].file), ...group(outDir, manifest, keys) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The scripts and module preloads a built HTML page names (to cross-check the manifest walk). */
export function htmlScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.js)"/g)) found.add(match[1]);
  return [...found];
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
