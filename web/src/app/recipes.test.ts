import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { APP_RECIPES, APP_SLOT_RECIPES } from './theme';

/**
 * The app's design system carries only the recipes its components use (app/theme.ts, issue 16). A
 * component whose recipe is missing renders unstyled and nothing else complains, so this test reads every
 * import from '@chakra-ui/react' in web/src and checks each component's recipes are in the system.
 */
const RECIPES_OF: Record<string, readonly string[]> = {
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Button: ['button', 'spinner'],
  ButtonGroup: ['button'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Code: ['code'],
  Collapsible: ['collapsible'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  IconButton: ['button'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Progress: ['progress'],
  QrCode: ['qrCode'],
  RatingGroup: ['ratingGroup'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  Slider: ['slider'],
  Spinner: ['spinner'],
  Switch: ['switch'],
  Table: ['table'],
  Tabs: ['tabs'],
  Textarea: ['textarea'],
  Toast: ['toast'],
  Toaster: ['toast'],
  Tooltip: ['tooltip'],
};
/** Layout and plumbing: no recipe. */
const NO_RECIPE = new Set([
  'Box',
  'Center',
  'ChakraProvider',
  'Flex',
  'Grid',
  'HStack',
  'Image',
  'Portal',
  'SimpleGrid',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'Wrap',
  'chakra',
  'createSystem',
  'createToaster',
  'defaultBaseConfig',
  'defineConfig',
]);

const srcRoot = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value imports (not `type` ones) from '@chakra-ui/react', with the file that makes each. */
function chakraImports(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(srcRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const raw of match[2].split(',')) {
        const spec = raw.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        if (!found.has(name)) found.set(name, relative(srcRoot, file));
      }
    }
  }
  return found;
}

describe("the app's design system", () => {
  const inSystem = new Set([...Object.keys(APP_RECIPES), ...Object.keys(APP_SLOT_RECIPES)]);

  it('has the recipes of every Chakra component web/src imports', () => {
    const problems: string[] = [];
    for (const [name, file] of chakraImports()) {
      if (NO_RECIPE.has(name)) continue;
      const recipes = RECIPES_OF[name];
      if (!recipes) {
        problems.push(`${file} imports ${name}: say in recipes.test.ts which recipes it needs (or none)`);
        continue;
      }
      for (const recipe of recipes)
        if (!inSystem.has(recipe))
          problems.push(`${file} imports ${name}, whose recipe '${recipe}' is not in app/theme.ts`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('knows the scan works: the app imports Buttons and Dialogs', () => {
    const names = chakraImports();
    expect(names.has('Button')).toBe(true);
    expect(names.has('Dialog')).toBe(true);
  });
});
