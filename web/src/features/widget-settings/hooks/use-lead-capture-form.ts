import type { FormField } from '@shared/schemas/widget';
import { MAX_LEAD_FORM_FIELDS } from '@shared/schemas/widget-settings';
import { useState } from 'react';
import * as z from 'zod';
import { notify } from '../../../components/notify';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveWidgetSettings, type WidgetSettings } from '../api/widget-settings';
import {
  checkLeadCaptureForm,
  describeServerFields,
  type LeadCaptureForm,
  newField,
  removeField,
  upsertField,
} from '../lead-form-editor';

const fromSettings = (s: WidgetSettings): LeadCaptureForm => ({
  requireLeadCapture: s.requireLeadCapture,
  leadFormTitle: s.leadFormTitle,
  leadFormSubtitle: s.leadFormSubtitle,
  leadFormFields: s.leadFormFields,
});

/** Save Settings checks what the server would refuse first (checkLeadCaptureForm), each message by its input. */
const leadCaptureSchema = z
  .object({
    requireLeadCapture: z.boolean(),
    leadFormTitle: z.string(),
    leadFormSubtitle: z.string(),
    leadFormFields: z.array(z.custom<FormField>()),
  })
  .superRefine((form, ctx) => {
    for (const [path, message] of Object.entries(checkLeadCaptureForm(form))) {
      ctx.addIssue({ code: 'custom', message, path: [path] });
    }
  });

/**
 * Lead Capture Settings: the form, its list of fields (changed only through the field dialog, stored
 * only by Save Settings) and the save, whose 400 names the fields by their labels.
 */
export function useLeadCaptureForm(settings: WidgetSettings) {
  const form = useZodForm(leadCaptureSchema, fromSettings(settings));
  const [editing, setEditing] = useState<{ field: FormField; isNew: boolean } | null>(null);
  const save = useSaveWidgetSettings();
  const fields = form.watch('leadFormFields');

  const setFields = (next: FormField[]) => {
    form.setValue('leadFormFields', next);
    form.clearErrors('leadFormFields');
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(fromSettings(saved));
        notify.success('Settings saved', 'Your lead capture settings have been updated successfully.');
      },
      onError: (error) => {
        const problems = describeServerFields(serverFieldErrors(error), values.leadFormFields);
        notify.error(serverErrorText(error, 'Failed to save settings'), problems.join(' · ') || undefined);
      },
    }),
  );

  return {
    form,
    submit,
    saving: save.isPending,
    fields,
    atLimit: fields.length >= MAX_LEAD_FORM_FIELDS,
    editing,
    addField: () => setEditing({ field: newField(), isNew: true }),
    editField: (field: FormField) => setEditing({ field, isNew: false }),
    removeField: (field: FormField) => setFields(removeField(fields, field.id)),
    closeEditor: () => setEditing(null),
    saveField: (field: FormField) => {
      setFields(upsertField(fields, field));
      setEditing(null);
    },
  };
}
