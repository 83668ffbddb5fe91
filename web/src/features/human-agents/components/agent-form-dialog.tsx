import { Stack, Text } from '@chakra-ui/react';
import { INVITATION_DAYS } from '@shared/invitations';
import { AppDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import type { HumanAgent } from '../api/human-agents';
import { type AgentField, useAgentForm } from '../hooks/use-agent-form';

const LABELS: Record<AgentField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
};

/**
 * Add Human Agent / Edit Human Agent: the form of hooks/use-agent-form.ts in the kit's dialog. Adding sends
 * an invitation; the owner never sets or sees the agent's password.
 */
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
          submitLabel={isEdit ? 'Save Changes' : 'Send Invitation'}
          pending={pending}
          pendingLabel="Saving..."
        />
      }
    >
      <Stack gap="4">
        {!isEdit && (
          <Text fontSize="sm" color="fg.muted">
            We email them a link to set their own password. It works once, for {INVITATION_DAYS} days.
          </Text>
        )}
        {fields.map((f) => (
          <TextField
            key={f}
            form={form}
            name={f}
            label={LABELS[f]}
            required
            type={f === 'email' ? 'email' : 'text'}
            autoComplete="off"
          />
        ))}
      </Stack>
    </AppDialog>
  );
}
