import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { prerenderedGlobal, type SerializedGlobal } from './prerendered-global';
import { parleyThemeConfig } from './theme-config';

type Theme = NonNullable<SystemConfig['theme']>;

/**
 * Chakra's semantic tokens with their light values only. Their `_dark` values apply under a `.dark` class
 * that Parley never sets (it has no dark mode), yet building them is most of the cost of creating a
 * system: each becomes a CSS variable of its own under the dark selector. Without them a system builds in
 * about half the time (~110 → ~60 ms in Node; on a phone, at Lighthouse's 4x slowdown, one long task of
 * the dashboard's startup shrinks by that much) and each prerendered page carries ~7 KB less CSS (0.5 KB gzip).
 */
export function lightOnly<T>(value: T): T {
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
  const { _dark: _unused, ...rest } = value as Record<string, unknown>;
  const keys = Object.keys(rest);
  if ('_dark' in value && keys.length === 1 && keys[0] === '_light') return lightOnly(rest._light) as T;
  return Object.fromEntries(keys.map((key) => [key, lightOnly(rest[key])])) as T;
}

/**
 * A design system of Chakra's default theme with only the given recipes, plus Parley's changes.
 * Chakra's defaultConfig carries all ~75 component recipes (115 KB of JavaScript); each page's system
 * names the ones its components use (app/recipes.ts), so the bundles carry only those. Tokens, global
 * styles and the recipe objects are Chakra's own, so a component looks the same under any of them.
 */
export function createParleySystem(recipes: Theme['recipes'], slotRecipes: Theme['slotRecipes']) {
  const system = createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens,
        semanticTokens: lightOnly(semanticTokens),
        textStyles,
        layerStyles,
        animationStyles,
        recipes,
        slotRecipes,
      },
    }),
    parleyThemeConfig,
  );
  const prebuilt = prerenderedGlobal();
  if (prebuilt) takePrebuiltGlobal(system, prebuilt);
  return system;
}

/**
 * Gives the system the page's global styles as the build wrote them (prerendered-global.ts), in place of
 * those Chakra would compute: preflight, global CSS and a CSS variable for every token, each run through its
 * style pipeline, about half of building a system (on a phone, at Lighthouse's 4x slowdown, ~150 ms of one
 * of the dashboard's long tasks). The browser build defers that work until `_global` is read
 * (web/chakra-lazy-global.ts), so with this value in place it never runs. ChakraProvider hands
 * `_global` to emotion's Global, which takes serialized styles as they are.
 */
function takePrebuiltGlobal(system: SystemContext, global: SerializedGlobal): void {
  // typed as style objects; emotion's Global accepts serialized styles in the same place
  Object.defineProperty(system, '_global', { value: global as unknown as SystemContext['_global'], enumerable: true });
}
