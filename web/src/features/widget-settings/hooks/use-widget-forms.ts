import { fieldErrors } from '@shared/field-errors';
import { widgetSettingsPatchRequest } from '@shared/schemas/widget-settings';
import * as z from 'zod';
import { notify } from '../../../components/notify';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { setServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { useSaveWidgetSettings, type WidgetSettings, type WidgetSettingsPatch } from '../api/widget-settings';
import { APPEARANCE_KEYS, type Appearance } from '../embed-code';

export const appearanceOf = (s: WidgetSettings): Appearance =>
  Object.fromEntries(APPEARANCE_KEYS.map((k) => [k, s[k]])) as Appearance;

/** Saves a patch of the settings with the screen's toasts; the form has checked it with the server's schema. */
function useSavePatch() {
  const save = useSaveWidgetSettings();
  const submit = (
    patch: WidgetSettingsPatch,
    onError: (error: unknown) => void,
    onSaved?: (s: WidgetSettings) => void,
  ) =>
    save.mutate(patch, {
      onSuccess: (saved) => {
        onSaved?.(saved);
        notify.success('Settings saved', 'Your widget settings have been updated successfully.');
      },
      onError: (error) => {
        onError(error);
        notify.error(serverErrorText(error, 'Failed to save settings'));
      },
    });
  return { submit, saving: save.isPending };
}

/** The Appearance tab: the values drive the live preview as they are typed; Save sends them as typed. */
export function useAppearanceForm(settings: WidgetSettings) {
  const form = useZodForm(widgetSettingsPatchRequest, appearanceOf(settings));
  const save = useSavePatch();
  const submit = form.handleSubmit(() => save.submit(form.getValues(), (error) => setServerErrors(form, error)));
  return { form, submit, saving: save.saving };
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The Behavior tab's form: the allowed websites are typed one a line; the server's schema checks the
 * list, and a message about one address names its line.
 */
const behaviorSchema = z.object({ requireLeadCapture: z.boolean(), origins: z.string() }).transform((values, ctx) => {
  const patch = { requireLeadCapture: values.requireLeadCapture, allowedOrigins: lines(values.origins) };
  const parsed = widgetSettingsPatchRequest.safeParse(patch);
  if (parsed.success) return patch;
  const message = originsMessage(fieldErrors(parsed.error), patch.allowedOrigins);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['origins'] });
  return z.NEVER;
});

/** The first message about the list or one of its addresses, an address's with its line. */
function originsMessage(fields: Record<string, string>, sent: string[]): string | undefined {
  const entry = Object.entries(fields).find(([k, v]) => k.startsWith('allowedOrigins') && v);
  if (!entry) return undefined;
  const line = /^allowedOrigins\.(\d+)$/.exec(entry[0]);
  return line ? `Line "${sent[Number(line[1])]}": ${entry[1]}` : entry[1];
}

export function useBehaviorForm(settings: WidgetSettings) {
  const form = useZodForm(behaviorSchema, {
    requireLeadCapture: settings.requireLeadCapture,
    origins: settings.allowedOrigins.join('\n'),
  });
  const save = useSavePatch();
  const submit = form.handleSubmit((patch) =>
    save.submit(
      patch,
      (error) => {
        const message = originsMessage(serverFieldErrors(error), patch.allowedOrigins);
        if (message) form.setError('origins', { type: 'server', message });
      },
      (saved) => form.setValue('origins', saved.allowedOrigins.join('\n')),
    ),
  );
  return { form, submit, saving: save.saving };
}
