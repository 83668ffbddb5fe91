import {
  alertSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  ratingGroupSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { createParleySystem } from './create-parley-system';
import { LANDING_RECIPES, LANDING_SLOT_RECIPES } from './landing-recipes';

/**
 * The app's design system: the landing page's recipes and those of every other Chakra component the app
 * uses. web/src/app/recipes.test.ts fails when a file imports a component whose recipe is missing here.
 */
export const APP_RECIPES = {
  ...LANDING_RECIPES,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  inputAddon: inputAddonRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
};
export const APP_SLOT_RECIPES = {
  ...LANDING_SLOT_RECIPES,
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  ratingGroup: ratingGroupSlotRecipe,
  slider: sliderSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

let built: ReturnType<typeof createParleySystem> | undefined;

/**
 * The app's design system, built on first use rather than when this module loads: building it is one
 * long task on a phone (~70 ms of CPU, ~280 ms at Lighthouse's 4x slowdown), and main.tsx gives it a
 * task of its own instead of adding it to the one that evaluates the app's code.
 */
export function appSystem() {
  built ??= createParleySystem(APP_RECIPES, APP_SLOT_RECIPES);
  return built;
}
