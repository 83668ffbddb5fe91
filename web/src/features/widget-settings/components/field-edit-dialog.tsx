import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Switch,
  Textarea,
} from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FORM_FIELD_TYPES } from '../../../../../shared/enums';
import type { FormField } from '../../../../../shared/schemas/widget';
import { LEAD_FIELD_MAX_LENGTH } from '../../../../../shared/schemas/widget-settings';
import { draftFromField, type FieldDraft, type FieldErrors, fieldFromDraft } from '../lead-form-editor';

const TYPE_LABELS: Record<FormField['type'], string> = {
  text: 'Text',
  email: 'Email',
  tel: 'Phone',
  textarea: 'Long text',
  select: 'Select (choose one)',
};
export const fieldTypeLabel = (type: FormField['type']) => TYPE_LABELS[type];

function FieldForm({ field, isNew, onSave }: { field: FormField; isNew: boolean; onSave: (f: FormField) => void }) {
  const [draft, setDraft] = useState<FieldDraft>(() => draftFromField(field));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof FieldDraft>(key: K, value: FieldDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const result = fieldFromDraft(draft);
    if (!result.ok) return setErrors(result.errors);
    onSave(result.field);
  };

  return (
    <Dialog.Content asChild>
      <form onSubmit={onSubmit} noValidate>
        <Dialog.Header>
          <Dialog.Title>{isNew ? 'Add Field' : 'Edit Field'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Field.Root required invalid={!!errors.label}>
              <Field.Label>
                Label <Field.RequiredIndicator />
              </Field.Label>
              <Input value={draft.label} maxLength={100} onChange={(e) => set('label', e.target.value)} />
              <Field.ErrorText>{errors.label}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Type</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={draft.type}
                  onChange={(e) => set('type', e.target.value as FormField['type'])}
                >
                  {FORM_FIELD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {TYPE_LABELS[type]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Switch.Root checked={draft.required} onCheckedChange={(e) => set('required', e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Required</Switch.Label>
            </Switch.Root>
            <Field.Root>
              <Field.Label>Placeholder</Field.Label>
              <Input value={draft.placeholder} maxLength={200} onChange={(e) => set('placeholder', e.target.value)} />
              {draft.type === 'select' && (
                <Field.HelperText>Shown as the first, empty choice of the list.</Field.HelperText>
              )}
            </Field.Root>
            {draft.type === 'select' ? (
              <Field.Root required invalid={!!errors.options}>
                <Field.Label>
                  Options <Field.RequiredIndicator />
                </Field.Label>
                <Textarea rows={5} value={draft.options} onChange={(e) => set('options', e.target.value)} />
                <Field.HelperText>One option per line; blank lines are dropped.</Field.HelperText>
                <Field.ErrorText>{errors.options}</Field.ErrorText>
              </Field.Root>
            ) : (
              <Field.Root>
                <Field.Label>Max length</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={LEAD_FIELD_MAX_LENGTH}
                  value={draft.maxLength}
                  onChange={(e) => set('maxLength', e.target.value)}
                />
                <Field.HelperText>
                  1 to {LEAD_FIELD_MAX_LENGTH} characters. Leave it empty (or enter anything else) for no limit.
                </Field.HelperText>
              </Field.Root>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette="blue">
            Save Field
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </form>
    </Dialog.Content>
  );
}

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
  return (
    <Dialog.Root
      open={field !== null}
      onOpenChange={(event) => !event.open && onClose()}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {field && <FieldForm key={field.id} field={field} isNew={isNew} onSave={onSave} />}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
