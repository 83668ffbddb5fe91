import { Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../../shared/constants';
import { notify } from '../../../components/notify';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { type HumanAgent, useCreateAgent, useUpdateAgent } from '../api/human-agents';

const EMPTY = { firstName: '', lastName: '', email: '', password: '' };
type Values = typeof EMPTY;
const LABELS: Record<keyof Values, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
};

/**
 * Create (firstName, lastName, email, password) or Edit (names and email) an agent (spec part 2 §2.7, §5):
 * every field is required — "Validation Error" / "Please fill in all fields." before any call.
 */
export function AgentFormDialog(props: { open: boolean; agent: HumanAgent | null; onClose(): void }) {
  const isEdit = props.agent !== null;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const pending = create.isPending || update.isPending;
  useEffect(() => {
    if (!props.open) return;
    setErrors({});
    setValues(props.agent ? { ...EMPTY, ...props.agent, password: '' } : EMPTY);
  }, [props.open, props.agent]);

  const fields = (
    isEdit ? ['firstName', 'lastName', 'email'] : ['firstName', 'lastName', 'email', 'password']
  ) as (keyof Values)[];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fields.some((f) => !values[f].trim())) {
      notify.error('Validation Error', 'Please fill in all fields.');
      return;
    }
    const names = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
    try {
      if (props.agent) {
        await update.mutateAsync({ id: props.agent.id, ...names });
        notify.success('Agent Updated', `${names.firstName} ${names.lastName} was updated.`);
      } else {
        await create.mutateAsync({ ...names, password: values.password });
        notify.success('Agent Created', `${names.firstName} can now sign in and answer chats in the Agent Portal.`);
      }
      props.onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify.error(
        isEdit ? 'Failed to update human agent.' : 'Failed to create human agent.',
        serverErrorText(error, 'Please try again.'),
      );
    }
  };

  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{isEdit ? 'Edit Human Agent' : 'Add Human Agent'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {fields.map((f) => (
                    <Field.Root key={f} required invalid={Boolean(errors[f])}>
                      <Field.Label>
                        {LABELS[f]} <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        name={f}
                        type={f === 'email' ? 'email' : f === 'password' ? 'password' : 'text'}
                        autoComplete={f === 'password' ? 'new-password' : 'off'}
                        value={values[f]}
                        onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
                      />
                      {f === 'password' && !errors.password && (
                        <Field.HelperText>
                          At least {PASSWORD_MIN_LENGTH} characters with upper and lower case letters and a digit.
                        </Field.HelperText>
                      )}
                      <Field.ErrorText>{errors[f]}</Field.ErrorText>
                    </Field.Root>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={pending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={pending} loadingText="Saving...">
                  {isEdit ? 'Save Changes' : 'Create Agent'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
