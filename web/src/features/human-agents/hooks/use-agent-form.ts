import { createHumanAgentRequest, updateHumanAgentRequest } from '@shared/schemas/human-agents';
import { useEffect } from 'react';
import * as z from 'zod';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { setServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { type HumanAgent, useCreateAgent, useUpdateAgent } from '../api/human-agents';

const EMPTY = { firstName: '', lastName: '', email: '', password: '' };
export type AgentField = keyof typeof EMPTY;
// editing sends the names and email only: the password field is not shown and not checked
const editForm = updateHumanAgentRequest.extend({ password: z.string() });

/**
 * Create (firstName, lastName, email, password) or Edit (names and email) an agent (spec part 2 §2.7, §5)
 * with the shared request schemas: an empty field is "Validation Error" / "Please fill in all fields."
 * before any call, the other rules under their fields; the server's refusal is a toast.
 */
export function useAgentForm(open: boolean, agent: HumanAgent | null, onClose: () => void) {
  const isEdit = agent !== null;
  const form = useZodForm(isEdit ? editForm : createHumanAgentRequest, EMPTY);
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(agent ? { firstName: agent.firstName, lastName: agent.lastName, email: agent.email, password: '' } : EMPTY);
  }, [open, agent, reset]);

  const fields: AgentField[] = isEdit
    ? ['firstName', 'lastName', 'email']
    : ['firstName', 'lastName', 'email', 'password'];
  const valid = async (values: { firstName: string; lastName: string; email: string; password?: string }) => {
    const names = { firstName: values.firstName, lastName: values.lastName, email: values.email };
    try {
      if (agent) {
        await update.mutateAsync({ id: agent.id, ...names });
        notify.success('Agent Updated', `${names.firstName} ${names.lastName} was updated.`);
      } else {
        await create.mutateAsync({ ...names, password: values.password ?? '' });
        notify.success('Agent Created', `${names.firstName} can now sign in and answer chats in the Agent Portal.`);
      }
      onClose();
    } catch (error) {
      setServerErrors(form, error);
      notify.error(
        isEdit ? 'Failed to update human agent.' : 'Failed to create human agent.',
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
