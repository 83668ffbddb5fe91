import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { WIDGET_POSITIONS, WIDGET_SIZES, WIDGET_THEMES } from '../../../../../shared/enums';
import { fieldErrors } from '../../../../../shared/field-errors';
import { MAX_ALLOWED_ORIGINS, widgetSettingsPatchRequest } from '../../../../../shared/schemas/widget-settings';
import { notify } from '../../../components/notify';
import { PageSpinner } from '../../../components/page-spinner';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { useTabParam } from '../../../lib/use-tab-param';
import {
  useSaveWidgetSettings,
  useWidgetSettings,
  type WidgetSettings,
  type WidgetSettingsPatch,
} from '../api/widget-settings';
import { EmbedCodeCard } from '../components/embed-code-card';
import { InstallGuide } from '../components/install-guide';
import { WidgetPreview } from '../components/widget-preview';
import { WidgetStatsPanel } from '../components/widget-stats-panel';
import { APPEARANCE_KEYS, type Appearance } from '../embed-code';

const POSITION_LABELS: Record<Appearance['position'], string> = {
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
  'top-right': 'Top right',
  'top-left': 'Top left',
};
const SIZE_LABELS: Record<Appearance['size'], string> = {
  small: 'Small (320×400)',
  medium: 'Medium (380×500)',
  large: 'Large (450×600)',
};
const THEME_LABELS: Record<Appearance['theme'], string> = {
  light: 'Light',
  dark: 'Dark',
  auto: "Auto (follows the visitor's device)",
};

const appearanceOf = (s: WidgetSettings): Appearance =>
  Object.fromEntries(APPEARANCE_KEYS.map((k) => [k, s[k]])) as Appearance;

type Errors = Record<string, string>;

function Select<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {labels[o]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Toggle({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{children}</Switch.Label>
    </Switch.Root>
  );
}

/** Saves a patch of the settings with the screen's toasts; the same rules as the server are checked first. */
function usePatch(setErrors: (e: Errors) => void) {
  const save = useSaveWidgetSettings();
  const submit = (patch: WidgetSettingsPatch, onSaved?: (s: WidgetSettings) => void) => {
    const parsed = widgetSettingsPatchRequest.safeParse(patch);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(patch, {
      onSuccess: (saved) => {
        onSaved?.(saved);
        notify.success('Settings saved', 'Your widget settings have been updated successfully.');
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        notify.error(serverErrorText(error, 'Failed to save settings'));
      },
    });
  };
  return { submit, saving: save.isPending };
}

function AppearanceForm({ draft, setDraft }: { draft: Appearance; setDraft: (a: Appearance) => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const { submit, saving } = usePatch(setErrors);
  const set = <K extends keyof Appearance>(key: K, value: Appearance[K]) => {
    setDraft({ ...draft, [key]: value });
    if (errors[key]) setErrors({ ...errors, [key]: '' });
  };
  const colorIsValid = /^#[0-9a-fA-F]{6}$/.test(draft.primaryColor);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={!!errors.primaryColor}>
          <Field.Label>Primary color</Field.Label>
          <HStack gap="2" w="full">
            <input
              type="color"
              aria-label="Pick the primary color"
              value={colorIsValid ? draft.primaryColor : '#000000'}
              onChange={(e) => set('primaryColor', e.target.value.toUpperCase())}
              style={{ width: 44, height: 40, border: 0, padding: 0, background: 'none', cursor: 'pointer' }}
            />
            <Input
              name="primaryColor"
              value={draft.primaryColor}
              maxLength={7}
              fontFamily="mono"
              onChange={(e) => set('primaryColor', e.target.value.trim())}
            />
          </HStack>
          <Field.HelperText>
            Six-digit hex, like #1A73E8. The button text is white, so pick a dark enough color.
          </Field.HelperText>
          <Field.ErrorText>{errors.primaryColor}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.welcomeMessage}>
          <Field.Label>Welcome message</Field.Label>
          <Textarea
            name="welcomeMessage"
            rows={2}
            maxLength={500}
            value={draft.welcomeMessage}
            onChange={(e) => set('welcomeMessage', e.target.value)}
          />
          <Field.HelperText>The agent's first message in every new chat.</Field.HelperText>
          <Field.ErrorText>{errors.welcomeMessage}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.triggerText}>
          <Field.Label>Button text</Field.Label>
          <Input
            name="triggerText"
            maxLength={60}
            value={draft.triggerText}
            onChange={(e) => set('triggerText', e.target.value)}
          />
          <Field.ErrorText>{errors.triggerText}</Field.ErrorText>
        </Field.Root>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          <Select
            label="Position"
            value={draft.position}
            options={WIDGET_POSITIONS}
            labels={POSITION_LABELS}
            onChange={(v) => set('position', v)}
          />
          <Select
            label="Size"
            value={draft.size}
            options={WIDGET_SIZES}
            labels={SIZE_LABELS}
            onChange={(v) => set('size', v)}
          />
          <Select
            label="Theme"
            value={draft.theme}
            options={WIDGET_THEMES}
            labels={THEME_LABELS}
            onChange={(v) => set('theme', v)}
          />
        </Grid>
        <Toggle checked={draft.showBranding} onChange={(v) => set('showBranding', v)}>
          Show "Powered by Parley"
        </Toggle>
        <Toggle checked={draft.enableSound} onChange={(v) => set('enableSound', v)}>
          Play a sound when a reply arrives
        </Toggle>
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="blue" loading={saving} loadingText="Saving...">
            Save Appearance
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

function BehaviorForm({ settings }: { settings: WidgetSettings }) {
  const [requireLeadCapture, setRequireLeadCapture] = useState(settings.requireLeadCapture);
  const [origins, setOrigins] = useState(settings.allowedOrigins.join('\n'));
  const [errors, setErrors] = useState<Errors>({});
  const { submit, saving } = usePatch(setErrors);
  const lines = origins
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const originError = Object.entries(errors).find(([k, v]) => k.startsWith('allowedOrigins') && v);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ requireLeadCapture, allowedOrigins: lines }, (saved) => setOrigins(saved.allowedOrigins.join('\n')));
  };
  const badLine = originError ? /^allowedOrigins\.(\d+)$/.exec(originError[0]) : null;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <Stack gap="1">
          <Toggle checked={requireLeadCapture} onChange={setRequireLeadCapture}>
            Ask for the visitor's details before the chat
          </Toggle>
          <Text fontSize="sm" color="gray.600">
            The form's title and fields are set on{' '}
            <RouterLink to="/dashboard/lead-capture" style={{ textDecoration: 'underline' }}>
              Lead Capture
            </RouterLink>
            .
          </Text>
        </Stack>
        <Field.Root invalid={!!originError}>
          <Field.Label>Allowed websites</Field.Label>
          <Textarea
            name="allowedOrigins"
            rows={4}
            value={origins}
            placeholder={'https://www.example.com\nhttps://shop.example.com'}
            onChange={(e) => {
              setOrigins(e.target.value);
              setErrors({});
            }}
          />
          <Field.HelperText>
            One address per line (https://… without a path), at most {MAX_ALLOWED_ORIGINS}. When the list is empty, the
            widget works on any website; when it is set, other websites get "chat unavailable".
          </Field.HelperText>
          <Field.ErrorText>
            {badLine ? `Line "${lines[Number(badLine[1])]}": ${originError?.[1]}` : originError?.[1]}
          </Field.ErrorText>
        </Field.Root>
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="blue" loading={saving} loadingText="Saving...">
            Save Behavior
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

const EDITOR_TABS = ['appearance', 'behavior'] as const;
type EditorTab = (typeof EDITOR_TABS)[number];

function EmbedWidgetEditor({ settings }: { settings: WidgetSettings }) {
  const [draft, setDraft] = useState<Appearance>(() => appearanceOf(settings));
  const [tab, setTab] = useTabParam(EDITOR_TABS);
  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Card.Root variant="outline" bg="white">
          <Card.Body>
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as EditorTab)} variant="line">
              <Tabs.List>
                <Tabs.Trigger value="appearance">Appearance</Tabs.Trigger>
                <Tabs.Trigger value="behavior">Behavior</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="appearance">
                <AppearanceForm draft={draft} setDraft={setDraft} />
              </Tabs.Content>
              <Tabs.Content value="behavior">
                <BehaviorForm settings={settings} />
              </Tabs.Content>
            </Tabs.Root>
          </Card.Body>
        </Card.Root>
        <Box>
          <WidgetPreview clientId={settings.clientId} appearance={draft} />
        </Box>
      </Grid>
      <EmbedCodeCard clientId={settings.clientId} saved={appearanceOf(settings)} />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        <WidgetStatsPanel />
        <InstallGuide />
      </Grid>
    </Stack>
  );
}

/** Embed Widget (/dashboard/widget, spec part 2 §2.9). */
export function EmbedWidgetPage() {
  const settings = useWidgetSettings();
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          Embed Widget
        </Heading>
        <Text color="gray.600" mt="1">
          Set how the chat looks on your website, preview it, and copy the code that puts it there.
        </Text>
      </Box>
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <Card.Root variant="outline" bg="white">
          <Card.Body gap="3" alignItems="flex-start">
            <Text>{serverErrorText(settings.error, 'The widget settings could not be loaded.')}</Text>
            <Button size="sm" variant="outline" onClick={() => settings.refetch()}>
              Try again
            </Button>
          </Card.Body>
        </Card.Root>
      ) : (
        <EmbedWidgetEditor settings={settings.data} />
      )}
    </Stack>
  );
}
