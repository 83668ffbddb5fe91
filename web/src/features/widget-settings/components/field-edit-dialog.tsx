import { Stack } from '@chakra-ui/react';
import { FORM_FIELD_TYPES } from '@shared/enums';
import type { FormField } from '@shared/schemas/widget';
import { LEAD_FIELD_MAX_LENGTH } from '@shared/schemas/widget-settings';
import { AppDialog } from '../../../components/ui/dialog';
import { SelectField, SwitchField, TextField } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { useFormReset, useZodForm } from '../../../lib/use-zod-form';
import { draftFromField, fieldDraftSchema, newField } from '../lead-form-editor';

const TYPE_LABELS: Record<FormField['type'], string> = {
  text: 'Text',
  email: 'Email',
  tel: 'Phone',
  textarea: 'Long text',
  select: 'Select (choose one)',
};
export const fieldTypeLabel = (type: FormField['type']) => TYPE_LABELS[type];
const TYPE_OPTIONS = FORM_FIELD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

/**
 * The field-edit modal (spec part 2 §2.6). Saving puts the field into the screen's list (a new id is
 * added, an existing one replaced); nothing is stored until Save Settings.
 */
export function FieldEditDialog({
  field,
  isNew,
  onSave,
  onClose,
}: {
  /** The field being edited; null when the dialog is closed. */
  field: FormField | null;
  isNew: boolean;
  onSave: (field: FormField) => void;
  onClose: () => void;
}) {
  const form = useZodForm(fieldDraftSchema, draftFromField(field ?? newField()));
  useFormReset(form, field, () => draftFromField(field ?? newField()));
  const type = form.watch('type');
  return (
    <AppDialog
      open={field !== null}
      onClose={onClose}
      title={isNew ? 'Add Field' : 'Edit Field'}
      size="md"
      fullOnMobile
      lazy
      onSubmit={form.handleSubmit(onSave)}
      footer={<FormActions dialog submitLabel="Save Field" pending={false} />}
    >
      <Stack gap="4">
        <TextField form={form} name="label" label="Label" required maxLength={100} />
        <SelectField form={form} name="type" label="Type" options={TYPE_OPTIONS} />
        <SwitchField form={form} name="required" label="Required" />
        <TextField
          form={form}
          name="placeholder"
          label="Placeholder"
          maxLength={200}
          helperText={type === 'select' ? 'Shown as the first, empty choice of the list.' : undefined}
        />
        {type === 'select' ? (
          <TextField
            form={form}
            name="options"
            label="Options"
            required
            rows={5}
            helperText="One option per line; blank lines are dropped."
          />
        ) : (
          <TextField
            form={form}
            name="maxLength"
            label="Max length"
            type="number"
            inputMode="numeric"
            min={1}
            max={LEAD_FIELD_MAX_LENGTH}
            helperText={`1 to ${LEAD_FIELD_MAX_LENGTH} characters. Leave it empty (or enter anything else) for no limit.`}
          />
        )}
      </Stack>
    </AppDialog>
  );
}
