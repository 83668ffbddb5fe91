import { createHumanAgentRequest, updateHumanAgentRequest } from '@shared/schemas/human-agents';
import { useEffect } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { setServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { type HumanAgent, useCreateAgent, useUpdateAgent } from '../api/human-agents';

const EMPTY = { firstName: '', lastName: '', email: '' };
export type AgentField = keyof typeof EMPTY;

/**
 * Invite (firstName, lastName, email: the agent sets their own password from the mailed link, issue 31)
 * or Edit (the same fields) an agent (spec part 2 §2.7, §5) with the shared request schemas: an empty field is "Validation Error" / "Please fill in all fields."
 * before any call, the other rules under their fields; the server's refusal is a toast.
 */
export function useAgentForm(open: boolean, agent: HumanAgent | null, onClose: () => void) {
  const isEdit = agent !== null;
  const form = useZodForm(isEdit ? updateHumanAgentRequest : createHumanAgentRequest, EMPTY);
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(agent ? { firstName: agent.firstName, lastName: agent.lastName, email: agent.email } : EMPTY);
  }, [open, agent, reset]);

  const fields: AgentField[] = ['firstName', 'lastName', 'email'];
  const valid = async (values: { firstName: string; lastName: string; email: string }) => {
    const names = { firstName: values.firstName, lastName: values.lastName, email: values.email };
    try {
      if (agent) {
        await update.mutateAsync({ id: agent.id, ...names });
        notify.success('Agent Updated', `${names.firstName} ${names.lastName} was updated.`);
      } else {
        await create.mutateAsync(names);
        notify.success(
          'Invitation Sent',
          `${names.firstName} will get an email at ${names.email} to set a password and join the Agent Portal.`,
        );
      }
      onClose();
    } catch (error) {
      setServerErrors(form, error);
      notify.error(
        isEdit ? 'Failed to update human agent.' : 'Failed to invite human agent.',
        serverErrorText(error, 'Please try again.'),
      );
    }
  };
  const invalid = () => {
    const values = form.getValues();
    if (fields.some((f) => !String(values[f] ?? '').trim()))
      notify.error('Validation Error', 'Please fill in all fields.');
  };

  return {
    form,
    isEdit,
    fields,
    submit: form.handleSubmit(valid, invalid),
    pending: create.isPending || update.isPending,
  };
}
