import { Box, Card, Grid, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { WIDGET_POSITIONS, WIDGET_SIZES, WIDGET_THEMES } from '@shared/enums';
import { MAX_ALLOWED_ORIGINS } from '@shared/schemas/widget-settings';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Field, SelectField, SwitchField, TextField } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { useTabParam } from '../../../lib/use-tab-param';
import type { WidgetSettings } from '../api/widget-settings';
import { EmbedCodeCard } from '../components/embed-code-card';
import { InstallGuide } from '../components/install-guide';
import { SettingsPageFrame } from '../components/settings-page-frame';
import { WidgetPreview } from '../components/widget-preview';
import { WidgetStatsPanel } from '../components/widget-stats-panel';
import type { Appearance } from '../embed-code';
import { appearanceOf, useAppearanceForm, useBehaviorForm } from '../hooks/use-widget-forms';

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

const option =
  <T extends string>(labels: Record<T, string>) =>
  (value: T) => ({ value, label: labels[value] });

type AppearanceForm = ReturnType<typeof useAppearanceForm>;

function AppearanceFields({ appearance }: { appearance: AppearanceForm }) {
  const { form } = appearance;
  return (
    <form onSubmit={appearance.submit} noValidate>
      <Stack gap="4">
        <Controller
          control={form.control}
          name="primaryColor"
          render={({ field, fieldState }) => {
            const set = (value: string) => {
              field.onChange(value);
              form.clearErrors('primaryColor');
            };
            const value = field.value ?? '';
            return (
              <Field
                label="Primary color"
                helperText="Six-digit hex, like #1A73E8. The button text is white, so pick a dark enough color."
                errorText={fieldState.error?.message}
              >
                <HStack gap="2" w="full">
                  <input
                    type="color"
                    aria-label="Pick the primary color"
                    value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
                    onChange={(e) => set(e.target.value.toUpperCase())}
                    style={{ width: 44, height: 40, border: 0, padding: 0, background: 'none', cursor: 'pointer' }}
                  />
                  <Input
                    name="primaryColor"
                    ref={field.ref}
                    value={value}
                    maxLength={7}
                    fontFamily="mono"
                    onChange={(e) => set(e.target.value.trim())}
                  />
                </HStack>
              </Field>
            );
          }}
        />
        <TextField
          form={form}
          name="welcomeMessage"
          label="Welcome message"
          rows={2}
          maxLength={500}
          helperText="The agent's first message in every new chat."
        />
        <TextField form={form} name="triggerText" label="Button text" maxLength={60} />
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          <SelectField
            form={form}
            name="position"
            label="Position"
            options={WIDGET_POSITIONS.map(option(POSITION_LABELS))}
          />
          <SelectField form={form} name="size" label="Size" options={WIDGET_SIZES.map(option(SIZE_LABELS))} />
          <SelectField form={form} name="theme" label="Theme" options={WIDGET_THEMES.map(option(THEME_LABELS))} />
        </Grid>
        <SwitchField form={form} name="showBranding" label='Show "Powered by Parley"' />
        <SwitchField form={form} name="enableSound" label="Play a sound when a reply arrives" />
        <FormActions submitLabel="Save Appearance" pending={appearance.saving} pendingLabel="Saving..." />
      </Stack>
    </form>
  );
}

function BehaviorFields({ settings }: { settings: WidgetSettings }) {
  const behavior = useBehaviorForm(settings);
  const { form } = behavior;
  return (
    <form onSubmit={behavior.submit} noValidate>
      <Stack gap="5">
        <Stack gap="1">
          <SwitchField form={form} name="requireLeadCapture" label="Ask for the visitor's details before the chat" />
          <Text fontSize="sm" color="gray.600">
            The form's title and fields are set on{' '}
            <RouterLink to="/dashboard/lead-capture" style={{ textDecoration: 'underline' }}>
              Lead Capture
            </RouterLink>
            .
          </Text>
        </Stack>
        <TextField
          form={form}
          name="origins"
          label="Allowed websites"
          rows={4}
          placeholder={'https://www.example.com\nhttps://shop.example.com'}
          helperText={`One address per line (https://… without a path), at most ${MAX_ALLOWED_ORIGINS}. When the list is empty, the widget works on any website; when it is set, other websites get "chat unavailable".`}
        />
        <FormActions submitLabel="Save Behavior" pending={behavior.saving} pendingLabel="Saving..." />
      </Stack>
    </form>
  );
}

const EDITOR_TABS = ['appearance', 'behavior'] as const;
type EditorTab = (typeof EDITOR_TABS)[number];

function EmbedWidgetEditor({ settings }: { settings: WidgetSettings }) {
  const appearance = useAppearanceForm(settings);
  const draft = appearance.form.watch() as Appearance;
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
                <AppearanceFields appearance={appearance} />
              </Tabs.Content>
              <Tabs.Content value="behavior">
                <BehaviorFields settings={settings} />
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
  return (
    <SettingsPageFrame
      title="Embed Widget"
      intro="Set how the chat looks on your website, preview it, and copy the code that puts it there."
      failed="The widget settings could not be loaded."
    >
      {(settings) => <EmbedWidgetEditor settings={settings} />}
    </SettingsPageFrame>
  );
}
