import { Stack } from '@chakra-ui/react';
import { AppDialog } from '../../../components/ui/dialog';
import { SwitchField, TextField } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { type IntentEditor, useIntentForm } from '../hooks/use-intent-form';
import { PhraseRows } from './phrase-rows';

export type { IntentEditor };

/** The Add New Intent / Edit Intent dialog (spec part 1 §2, §5); a fresh form each time it opens. */
export function IntentFormDialog(props: {
  open: boolean;
  editor: IntentEditor;
  /** Changes every time the dialog is opened, so the form starts from the editor's values. */
  formKey: number;
  onOpenChange: (open: boolean) => void;
}) {
  const { open, editor, formKey, onOpenChange } = props;
  const intent = useIntentForm(editor, formKey, () => onOpenChange(false));
  const { form, isEdit, saving } = intent;
  return (
    <AppDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={isEdit ? 'Edit Intent' : 'Add New Intent'}
      size="lg"
      fullOnMobile
      lazy
      onSubmit={intent.submit}
      busy={saving}
      footer={
        <FormActions
          dialog
          submitLabel={isEdit ? 'Update Intent' : 'Create Intent'}
          pending={saving}
          pendingLabel="Saving..."
        />
      }
    >
      <Stack gap="4">
        <TextField
          form={form}
          name="title"
          label="Intent Title"
          required
          placeholder="e.g. Book an appointment"
          maxLength={120}
          autoComplete="off"
        />
        <TextField
          form={form}
          name="description"
          label="Description"
          required
          rows={2}
          placeholder="What the customer wants when they say this"
          maxLength={1000}
        />
        <TextField
          form={form}
          name="category"
          label="Category"
          placeholder="e.g. appointments (optional)"
          maxLength={60}
          autoComplete="off"
        />
        <PhraseRows intent={intent} />
        <TextField
          form={form}
          name="response"
          label="AI Response"
          required
          rows={4}
          placeholder="How the AI agent should answer"
          maxLength={2000}
        />
        <Stack gap="3">
          <SwitchField
            form={form}
            name="requiresEscalation"
            label="Requires human escalation"
            colorPalette="red"
            helperText="After this answer the chat goes to a person, even with Human escalation off in AI Config."
          />
          <SwitchField
            form={form}
            name="isActive"
            label="Active"
            colorPalette="green"
            helperText="Inactive intents are not used to answer customers and cannot be synced."
          />
        </Stack>
      </Stack>
    </AppDialog>
  );
}
