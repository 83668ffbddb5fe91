import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from './paths';

/** The SPA build for `npm start`: rebuilt when missing or older than its sources, in the background. */

/** Newest modification time (ms) of the files under `dir` (skipping node_modules, dist and a build under way beside it). */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('dist.')) continue;
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** web/dist is stale when any web or shared source changed after its index.html was written. */
export function webBuildIsCurrent(): boolean {
  const index = fromRoot('web/dist/index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return newestMtime(fromRoot('web')) <= built && newestMtime(fromRoot('shared')) <= built;
}

let building = false;
/** True while a background build of web/dist is running (the gateway serves a self-refreshing page). */
export const webBuildInProgress = () => building;
export function trackWebBuild(build: Promise<unknown>): void {
  building = true;
  void build.finally(() => {
    building = false;
  });
}

/** Builds (and prerenders) web/dist when it is missing or older than its sources. */
export async function ensureWebBuilt(log: (line: string) => void): Promise<void> {
  const config = fromRoot('web/vite.config.ts');
  if (!existsSync(config) || webBuildIsCurrent()) return;
  log('Building the web app (web/dist is missing or older than its sources)…');
  // The same build as `npm run build:web` and a deploy: both pages, prerendered.
  const { buildWeb } = await import('../../web/build');
  await buildWeb({ log });
}
