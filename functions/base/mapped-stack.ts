import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * A logged error's stack, its frames in the function's bundle (index.mjs, minified) mapped back to the
 * TypeScript sources through the source map beside it (index.mjs.map, written by infra/build-functions.ts).
 *
 * The functions do not run with `--enable-source-maps`: with it Node reads and parses the map of each module
 * as it loads (and measures the lines of its code), so every cold start paid for it, error or not. Measured (`npm run bench:bundles`, node 20,
 * 2 x 7 fresh processes each way, interleaved, load 0.3-2.6): the import alone 30-40 ms shorter for widget
 * send (290 -> 250 ms) and the leads list (232 -> 206), 7-18 ms for widget start and agent send; the first
 * request 10-30 ms. Here the map is read only when an error is logged (base/logger.ts), once per instance,
 * with Node's own SourceMap (node:module). Outside a bundle (tests, `npm start` through tsx) the stack already
 * names the sources and is returned as it is; a frame the map does not cover keeps its bundle position.
 */
const here = import.meta.url;
let loaded: SourceMap | null | undefined;

function bundleMap(): SourceMap | null {
  if (loaded === undefined) {
    try {
      loaded = here.endsWith('.mjs')
        ? new SourceMap(JSON.parse(readFileSync(fileURLToPath(`${here}.map`), 'utf8')))
        : null;
    } catch {
      loaded = null; // no map beside the bundle: frames keep their bundle positions
    }
  }
  return loaded;
}

/** The source's path as the repository names it: esbuild writes it relative to the bundle's folder. */
const sourcePath = (fileName: string) => fileName.replace(/^(\.\.\/)+/, '');

const escaped = here.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A V8 frame in the bundle: `    at name (file:///var/task/index.mjs:58:42717)` or without a name. */
const bundleFrame = new RegExp(`^(\\s+at )(?:(.+) \\()?${escaped}:(\\d+):(\\d+)\\)?$`);

export function mappedStack(stack: string): string {
  if (!stack.includes(here)) return stack;
  const map = bundleMap();
  if (!map) return stack;
  const lines = stack.split('\n');
  const frames = lines.map((line) => bundleFrame.exec(line));
  return lines
    .map((line, i) => {
      const frame = frames[i];
      if (!frame) return line;
      const [, at, name, row, column] = frame;
      const origin = map.findOrigin(Number(row), Number(column));
      if (!('fileName' in origin)) return line;
      // the minified name gives way to the one its caller used, as Node's own mapping does when the caller's
      // call site is in the map too (a string stack has no position of the enclosing function)
      const caller = frames[i + 1];
      const called = caller ? map.findEntry(Number(caller[3]) - 1, Number(caller[4]) - 1) : undefined;
      const shown = (called && 'name' in called && called.name) || name;
      const place = `${sourcePath(origin.fileName)}:${origin.lineNumber}:${origin.columnNumber}`;
      return shown ? `${at}${shown} (${place})` : `${at}${place}`;
    })
    .join('\n');
}
