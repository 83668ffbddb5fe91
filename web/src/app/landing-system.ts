import { createParleySystem } from './create-parley-system';
import { LANDING_RECIPES, LANDING_SLOT_RECIPES } from './landing-recipes';

let built: ReturnType<typeof createParleySystem> | undefined;

/**
 * The landing page's design system: only its components' recipes. web/build.ts checks that the
 * prerendered landing page is identical under this system and the app's, so a missing recipe fails the build.
 * Built on first use, not when this module loads, as the app's (theme.ts appSystem): landing-main.tsx gives
 * it a task of its own instead of adding it to the one that evaluates the page's code (on a phone one long
 * task of ~27 ms of CPU, ~110 ms at Lighthouse's 4x slowdown).
 */
export function landingSystem() {
  built ??= createParleySystem(LANDING_RECIPES, LANDING_SLOT_RECIPES);
  return built;
}
