import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
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
import { parleyThemeConfig } from './theme-config';

type Theme = NonNullable<SystemConfig['theme']>;

/**
 * A design system of Chakra's default theme with only the given recipes, plus Parley's changes.
 * Chakra's defaultConfig carries all ~75 component recipes (115 KB of JavaScript); each page's system
 * names the ones its components use (app/recipes.ts), so the bundles carry only those. Tokens, global
 * styles and the recipe objects are Chakra's own, so a component looks the same under any of them.
 */
export function createParleySystem(recipes: Theme['recipes'], slotRecipes: Theme['slotRecipes']) {
  return createSystem(
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
        semanticTokens,
        textStyles,
        layerStyles,
        animationStyles,
        recipes,
        slotRecipes,
      },
    }),
    parleyThemeConfig,
  );
}
