import type { Plugin, ResolvedConfig } from 'vite';

/** Chakra's createSystem, whose global styles this plugin makes lazy in the browser build. */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/**
 * The two edits to Chakra's createSystem: `_global` (preflight, global CSS, every token's CSS variable) is
 * computed when first read instead of while the system is built. Each `from` must occur exactly once, so
 * a Chakra release that changes these lines fails the build here instead of silently keeping the cost.
 */
export const LAZY_GLOBAL_EDITS = [
  {
    from: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    to: 'let _globalBuilt;\n  const globalStyles = () => (_globalBuilt ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
  },
  { from: '\n    _global,\n', to: '\n    get _global() {\n      return globalStyles();\n    },\n' },
] as const;

/** Chakra's system.js with `_global` computed on first read; throws when an edit does not apply once. */
export function withLazyGlobal(code: string): string {
  let out = code;
  for (const { from, to } of LAZY_GLOBAL_EDITS) {
    const count = out.split(from).length - 1;
    if (count !== 1) {
      throw new Error(
        `web/chakra-lazy-global-plugin.ts: Chakra's createSystem has ${count} copies of ${JSON.stringify(from)}, ` +
          'not one; update LAZY_GLOBAL_EDITS for this Chakra release',
      );
    }
    out = out.replace(from, to);
  }
  return out;
}

/**
 * Chakra's createSystem computes the system's global styles as it builds it: preflight, global CSS and a CSS
 * variable for each of ~1,900 tokens, each run through its style pipeline. That is about half of building the
 * system, one of the dashboard's long tasks on a phone. Every page the build writes already carries those
 * styles as CSS (web/build.ts), and createParleySystem takes them from there (web/src/app/prerendered-global.ts);
 * so in the browser build they are computed only if something reads `_global` without them. The SSR build (the
 * prerender) runs Chakra unedited from node_modules.
 */
export function chakraLazyGlobalPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  let patched = false;
  return {
    name: 'parley-chakra-lazy-global',
    configResolved(resolved) {
      config = resolved;
    },
    transform(code, id) {
      if (config?.command !== 'build' || !CHAKRA_SYSTEM_MODULE.test(id.split('?')[0] ?? id)) return undefined;
      patched = true;
      return { code: withLazyGlobal(code), map: null };
    },
    buildEnd(error) {
      // a browser build bundles Chakra and must have deferred its global styles (the SSR build leaves Chakra external)
      if (error || config?.command !== 'build' || config.build.ssr || patched) return;
      throw new Error("web/chakra-lazy-global-plugin.ts: the build never saw Chakra's createSystem module to patch");
    },
  };
}
