import { defineConfig } from '@chakra-ui/react';

/** Parley's changes to Chakra's default theme, shared by the app's system and the landing page's. */
export const parleyThemeConfig = defineConfig({
  globalCss: {
    body: { bg: 'white', color: 'gray.900' },
    // Sections are focused after an in-page jump; the visible focus ring belongs to controls, not to them.
    'section[tabindex="-1"]:focus': { outline: 'none' },
    // A visitor who asked their system for less motion gets no spinning, pulsing or sliding: Chakra's
    // spinners, skeletons and dialogs animate whatever the preference. Each animation runs once, at once.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
  },
});
