import { createSystem, defaultConfig } from '@chakra-ui/react';
import { parleyThemeConfig } from './theme-config';

/** The app's design system: Chakra's default theme (every recipe) with Parley's changes. */
export const system = createSystem(defaultConfig, parleyThemeConfig);
