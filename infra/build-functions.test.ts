import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFunctions, repoRoot } from './build-functions';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-bundle-'));
  // A CommonJS dependency that calls require() at run time: only works in ESM with the createRequire banner.
  writeFileSync(path.join(tmp, 'legacy.cjs'), "module.exports = { platform: () => require('node:os').platform() };");
  writeFileSync(
    path.join(tmp, 'tiny.ts'),
    [
      "import legacy from './legacy.cjs';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: this is source code for the temp entry.
      'export const handler = async (event: { name: string }) => ({ statusCode: 200, body: `hi ${event.name} on ${legacy.platform()}` });',
    ].join('\n'),
  );
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Builds `entry` (in tmp) as a function and prints what its handler answers, run once in a fresh node. */
async function builtHandlerOutput(entry: string, env: Record<string, string> = {}): Promise<string> {
  const id = `${path.basename(entry, '.ts')}-fn`;
  const outDir = path.join(tmp, `out-${id}`);
  await buildFunctions({ rootDir: tmp, outDir, functions: [{ id, entry }] });
  const bundle = pathToFileURL(path.join(outDir, id, 'index.mjs')).href;
  return execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `process.stdout.write(await (await import(${JSON.stringify(bundle)})).handler())`],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } },
  );
}

describe('buildFunctions', () => {
  it('bundles each entry into <id>/index.mjs with a source map and a metafile, and the bundle runs', async () => {
    const outDir = path.join(tmp, 'out');
    const result = await buildFunctions({ rootDir: tmp, outDir, functions: [{ id: 'tiny-fn', entry: 'tiny.ts' }] });
    expect(result.ids).toEqual(['tiny-fn']);
    expect(readdirSync(path.join(outDir, 'tiny-fn')).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    expect(existsSync(path.join(outDir, 'meta.json'))).toBe(true);
    const mod = await import(pathToFileURL(path.join(outDir, 'tiny-fn', 'index.mjs')).href);
    await expect(mod.handler({ name: 'parley' })).resolves.toEqual({
      statusCode: 200,
      body: `hi parley on ${process.platform}`,
    });
  });

  it('copies a data file beside each bundle holding the module that reads it (DATA_FILES), where the bundle finds it', async () => {
    const embedder = path.join(repoRoot, 'functions/ai/embeddings/static-embedder.ts');
    writeFileSync(
      path.join(tmp, 'embeds.ts'),
      `import { embedTextSync } from ${JSON.stringify(embedder)};\nexport const handler = async () => embedTextSync('refund my money').reduce((s, x) => s + x * x, 0);`,
    );
    const outDir = path.join(tmp, 'out3');
    await buildFunctions({
      rootDir: tmp,
      outDir,
      functions: [
        { id: 'embeds-fn', entry: 'embeds.ts' },
        { id: 'tiny-fn', entry: 'tiny.ts' },
      ],
    });
    expect(readdirSync(path.join(outDir, 'embeds-fn')).sort()).toEqual([
      'index.mjs',
      'index.mjs.map',
      'static-table.bin',
    ]);
    expect(readdirSync(path.join(outDir, 'tiny-fn')).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const mod = await import(pathToFileURL(path.join(outDir, 'embeds-fn', 'index.mjs')).href);
    expect(await mod.handler()).toBeCloseTo(1, 5);
  });

  it('logs an error with its stack mapped to the TypeScript source, though functions run without --enable-source-maps', async () => {
    const logger = path.join(repoRoot, 'functions/base/logger.ts');
    writeFileSync(
      path.join(tmp, 'fails.ts'),
      [
        `import { createLogger } from ${JSON.stringify(logger)};`,
        'function refundOrder(id: string): never {',
        "  throw new Error('no order ' + id);", // line 3
        '}',
        'const later = async (id: string) => { await Promise.resolve(); refundOrder(id); };',
        'const run = async (work: () => Promise<void>) => { await work(); };',
        'export const handler = async () => {',
        '  const lines: string[] = [];',
        '  try {',
        // an anonymous async arrow awaiting: V8 writes its frame `at async file:///…` (no name, no parentheses)
        "    await run(async () => { await later('o-' + (lines.length + 1)); });",
        '  } catch (err) {',
        "    createLogger({}, (l) => lines.push(l)).error('refund failed', { err });",
        '    return JSON.stringify({ logged: JSON.parse(lines[0]).err.stack, kept: (err as Error).stack });',
        '  }',
        '};',
      ].join('\n'),
    );
    // in a fresh node, as in Lambda: vitest's own module runner would map the stack itself
    const out = await builtHandlerOutput('fails.ts', { LOG_SILENT: 'false' });
    const { logged, kept } = JSON.parse(out) as { logged: string; kept: string };
    const frames = logged.split('\n');
    expect(frames[0]).toBe('Error: no order o-1');
    // the frame that threw, at its line in the source, not index.mjs:<line>:<column of the minified code>
    expect(frames[1]).toMatch(/^\s+at refundOrder \(fails\.ts:3:\d+\)$/);
    expect(frames.slice(1, 6).every((f) => /fails\.ts:(3|5|6|10):\d+\)?$/.test(f))).toBe(true);
    expect(frames).toContainEqual(expect.stringMatching(/^\s+at async fails\.ts:10:\d+$/));
    expect(logged).not.toContain('index.mjs:');
    // kept on the error, for a handler that logs it and throws it on to the runtime
    expect(kept).toBe(logged);
  });

  it('names every missing entry instead of failing inside esbuild', async () => {
    await expect(
      buildFunctions({
        rootDir: tmp,
        outDir: path.join(tmp, 'out2'),
        functions: [{ id: 'ghost', entry: 'functions/http/ghost/get-ghost.ts' }],
      }),
    ).rejects.toThrow(/ghost: functions\/http\/ghost\/get-ghost\.ts/);
  });
});
