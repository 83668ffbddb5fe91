import { createParleySystem } from './create-parley-system';
import { LANDING_RECIPES, LANDING_SLOT_RECIPES } from './landing-recipes';

/**
 * The landing page's design system: only its components' recipes. web/build.ts checks that the
 * prerendered landing page is identical under this system and the app's, so a missing recipe fails the build.
 */
export const landingSystem = createParleySystem(LANDING_RECIPES, LANDING_SLOT_RECIPES);
