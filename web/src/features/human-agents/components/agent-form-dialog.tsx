import { Stack } from '@chakra-ui/react';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { AppDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import type { HumanAgent } from '../api/human-agents';
import { type AgentField, useAgentForm } from '../hooks/use-agent-form';

const LABELS: Record<AgentField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
};

/** Add Human Agent / Edit Human Agent: the form of hooks/use-agent-form.ts in the kit's dialog. */
export function AgentFormDialog(props: { open: boolean; agent: HumanAgent | null; onClose(): void }) {
  const { form, isEdit, fields, submit, pending } = useAgentForm(props.open, props.agent, props.onClose);
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title={isEdit ? 'Edit Human Agent' : 'Add Human Agent'}
      closeButton={false}
      onSubmit={() => void submit()}
      busy={pending}
      footer={
        <FormActions
          dialog
          submitLabel={isEdit ? 'Save Changes' : 'Create Agent'}
          pending={pending}
          pendingLabel="Saving..."
        />
      }
    >
      <Stack gap="4">
        {fields.map((f) => (
          <TextField
            key={f}
            form={form}
            name={f}
            label={LABELS[f]}
            required
            type={f === 'email' ? 'email' : f === 'password' ? 'password' : 'text'}
            autoComplete={f === 'password' ? 'new-password' : 'off'}
            helperText={
              f === 'password'
                ? `At least ${PASSWORD_MIN_LENGTH} characters with upper and lower case letters and a digit.`
                : undefined
            }
          />
        ))}
      </Stack>
    </AppDialog>
  );
}
