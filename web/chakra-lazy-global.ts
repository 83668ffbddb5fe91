import { applyEdit, type DependencyEdit } from './dependency-edits-plugin';

/** Chakra's createSystem, whose global styles the browser builds make lazy. */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/**
 * Chakra's createSystem computes the system's global styles as it builds it: preflight, global CSS and a CSS
 * variable for each of ~1,900 tokens, each run through its style pipeline. That is about half of building the
 * system, one of the dashboard's long tasks on a phone. Every page the build writes already carries those
 * styles as CSS (web/build.ts), and createParleySystem takes them from there (web/src/app/prerendered-global.ts);
 * so in the browser builds they are computed only if something reads `_global` without them
 * (web/dependency-edits-plugin.ts; the SSR build, the prerender, runs Chakra as published).
 * The two edits: `_global` is computed when first read instead of while the system is built.
 */
export const LAZY_GLOBAL_EDITS = [
  {
    from: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    to: 'let _globalBuilt;\n  const globalStyles = () => (_globalBuilt ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
  },
  { from: '\n    _global,\n', to: '\n    get _global() {\n      return globalStyles();\n    },\n' },
] as const;

export const CHAKRA_LAZY_GLOBAL: DependencyEdit = {
  name: "Chakra's createSystem with its global styles computed when read",
  module: CHAKRA_SYSTEM_MODULE,
  edits: LAZY_GLOBAL_EDITS,
  definedIn: 'web/chakra-lazy-global.ts',
};

/** Chakra's system.js with `_global` computed on first read; throws when an edit does not apply once. */
export const withLazyGlobal = (code: string): string => applyEdit(code, CHAKRA_LAZY_GLOBAL);
