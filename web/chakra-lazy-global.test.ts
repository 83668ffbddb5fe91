// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAKRA_SYSTEM_MODULE, withLazyGlobal } from './chakra-lazy-global';

const require = createRequire(import.meta.url);
/** The installed Chakra's createSystem module, the one the browser build patches. */
const systemFile = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js');
const scratch = join(fileURLToPath(new URL('../node_modules/.cache', import.meta.url)));
mkdirSync(scratch, { recursive: true });
const dir = mkdtempSync(join(scratch, 'lazy-global-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The patched module, importable: its relative imports pointed at Chakra's own files. */
async function patchedCreateSystem(): Promise<typeof createSystem> {
  const code = withLazyGlobal(readFileSync(systemFile, 'utf8')).replace(
    /from '(\.{1,2}\/[^']+)'/g,
    (_, relative: string) => `from '${pathToFileURL(resolve(dirname(systemFile), relative)).href}'`,
  );
  const file = join(dir, 'system.mjs');
  writeFileSync(file, code);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { createSystem: typeof createSystem })
    .createSystem;
}

const config = defineConfig({
  preflight: true,
  globalCss: { body: { color: 'fg' } },
  theme: {
    tokens: { colors: { brand: { value: '#123456' } } },
    semanticTokens: { colors: { fg: { value: '{colors.brand}' } } },
  },
});

describe("the browser build's edit to Chakra's createSystem", () => {
  it('matches the installed Chakra module and applies each edit once', () => {
    expect(CHAKRA_SYSTEM_MODULE.test(systemFile)).toBe(true);
    const patched = withLazyGlobal(readFileSync(systemFile, 'utf8'));
    expect(patched).toContain('get _global()');
    expect(patched).not.toContain('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];');
  });

  it('fails loudly on a createSystem it does not recognise (a Chakra release that moved the line)', () => {
    expect(() => withLazyGlobal('function createSystem() { return { _global }; }')).toThrow(
      /web\/chakra-lazy-global.ts: .*update its edits/,
    );
  });

  it('leaves global styles uncomputed until read, then gives exactly what Chakra computes', async () => {
    const lazy = (await patchedCreateSystem())(defaultBaseConfig, config);
    expect(typeof Object.getOwnPropertyDescriptor(lazy, '_global')?.get).toBe('function');
    const eager = createSystem(defaultBaseConfig, config);
    expect(lazy._global).toEqual(eager._global);
    expect(lazy._global).toBe(lazy._global); // computed once
    expect(lazy.css({ color: 'fg' })).toEqual(eager.css({ color: 'fg' }));
  });
});
