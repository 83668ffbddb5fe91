import type { Plugin } from 'vite';

/** Chakra's createSystem (3.x), the module this plugin changes. */
const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

/**
 * Chakra's createSystem builds the system's global CSS (preflight, global styles and one CSS variable per
 * token: over half of building a system) before it returns. On a phone building the app's system was one
 * task of ~25 ms of CPU, a long task at Lighthouse's 4x slowdown; with `_global` computed on first read
 * (the same three calls, once) main.tsx builds the system in one task and its global CSS in the next, two
 * tasks of half the length. Nothing else changes: ChakraProvider reads `_global` as before.
 *
 * A build-time edit of a dependency's code, so it fails the build when the code it expects is not there
 * (a Chakra upgrade): look at createSystem again rather than ship it unchanged.
 */
export function lazyChakraGlobalCss(code: string): string {
  if (!code.includes(EAGER) || !code.includes(FIELD))
    throw new Error("chakra-lazy-global: Chakra's createSystem changed; web/chakra-lazy-global.ts needs a look");
  return code
    .replace(EAGER, 'let _global;')
    .replace(
      FIELD,
      '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
    );
}

export function chakraLazyGlobal(): Plugin {
  return {
    name: 'parley:chakra-lazy-global',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0])) return null;
      return { code: lazyChakraGlobalCss(code), map: null };
    },
  };
}
