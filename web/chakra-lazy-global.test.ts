import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyChakraGlobalCss } from './chakra-lazy-global';

const chakraDir = join(createRequire(import.meta.url).resolve('@chakra-ui/react'), '..', '..');
const systemSource = () => readFileSync(join(chakraDir, 'esm/styled-system/system.js'), 'utf8');

describe("lazyChakraGlobalCss (the build's edit of Chakra's createSystem)", () => {
  it('computes the global CSS on first read instead of before createSystem returns', () => {
    const patched = lazyChakraGlobalCss(systemSource());
    expect(patched).not.toContain('const _global = [');
    expect(patched).toContain('let _global;');
    expect(patched).toContain('get _global() {');
    expect(patched).toContain('return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];');
  });

  it('fails loudly when createSystem no longer has the code it edits', () => {
    expect(() => lazyChakraGlobalCss(systemSource().replace('getTokenCss()];', 'getTokenCss(), x];'))).toThrow(
      /createSystem changed/,
    );
  });
});
