import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * A logged error's stack, its frames in the function's bundle (index.mjs, minified) mapped back to the
 * TypeScript sources through the source map beside it (index.mjs.map, written by infra/build-functions.ts).
 *
 * The functions do not run with `--enable-source-maps`: with it Node reads each module's source map as the
 * module loads (and measures the lines of its code), so every cold start paid for it, error or not: 15-30 ms
 * of CPU, 3-5 % of the first request of the chat and leads functions (README, "Function bundles"). Here the
 * map is read and parsed when an instance logs its first error (base/logger.ts), inside that log call: tens
 * of milliseconds for a chat function's map, up to a few hundred on a loaded machine for the largest, then
 * kept (~10 MB of heap) for the instance's later errors. Node's own SourceMap (node:module) reads it, and a
 * frame is mapped as Node's flag maps it (the entry at or before its position; the function's name as its
 * caller's call site spells it). Outside a bundle (tests, `npm start` through tsx) the stack already names
 * the sources and is returned as it is; a frame the map does not cover keeps its bundle position, and so
 * does the whole stack when mapping fails for any reason: a logger must not throw while logging an error.
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
/**
 * A V8 frame in the bundle: `    at name (file:///var/task/index.mjs:58:42717)`, `    at async name (…)`,
 * `    at new Name (…)`, or an anonymous one without the parentheses (`    at async file:///…:1:2`).
 */
const bundleFrame = new RegExp(`^(\\s+at (?:async |new )?)(?:(.+) \\()?${escaped}:(\\d+):(\\d+)\\)?$`);

/** Node's entry also names the identifier at that position (`name`), which @types/node leaves out. */
type Entry = SourceMapping & { name?: string };

const entryAt = (map: SourceMap, row: string, column: string): Entry | undefined => {
  const entry = map.findEntry(Number(row) - 1, Number(column) - 1);
  return 'originalSource' in entry ? entry : undefined;
};

export function mappedStack(stack: string): string {
  if (!stack.includes(here)) return stack;
  try {
    const map = bundleMap();
    if (!map) return stack;
    const lines = stack.split('\n');
    const frames = lines.map((line) => bundleFrame.exec(line));
    return lines
      .map((line, i) => {
        const frame = frames[i];
        const origin = frame && entryAt(map, frame[3], frame[4]);
        if (!frame || !origin) return line;
        const [, at, name] = frame;
        // the minified name gives way to the one its caller's call site spells, when that is in the map too
        // (a string stack has no position of the enclosing function, which Node's flag reads first)
        const caller = frames[i + 1];
        const shown = (caller && entryAt(map, caller[3], caller[4])?.name) || name;
        const place = `${sourcePath(origin.originalSource)}:${origin.originalLine + 1}:${origin.originalColumn + 1}`;
        return shown ? `${at}${shown} (${place})` : `${at}${place}`;
      })
      .join('\n');
  } catch {
    return stack;
  }
}
