import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { parleyThemeConfig } from './theme-config';

/**
 * The landing page's design system: the app's theme with only the recipes the landing page uses, so its
 * entry does not carry the styles of eighty components it never shows (issue 16's first-paint budget).
 * Tokens, global styles and these recipes are the very objects the app's system uses, so both produce
 * the same class names; web/build.ts checks that the prerendered landing is identical under both.
 */
export const landingSystem = createSystem(
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
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        avatar: avatarSlotRecipe,
        card: cardSlotRecipe,
        drawer: drawerSlotRecipe,
        field: fieldSlotRecipe,
        list: listSlotRecipe,
        toast: toastSlotRecipe,
      },
    },
  }),
  parleyThemeConfig,
);
