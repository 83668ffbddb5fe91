import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { notify } from '../../../components/notify';
import { TextField } from '../../../components/text-field';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { useChangePassword } from '../api/settings';
import { useFieldState } from '../hooks/use-tab-form';
import { SaveForm } from './save-form';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: { key: keyof typeof EMPTY; id: string; label: string; autoComplete: string }[] = [
  { key: 'currentPassword', id: 'password-current', label: 'Current Password', autoComplete: 'current-password' },
  { key: 'newPassword', id: 'password-new', label: 'New Password', autoComplete: 'new-password' },
  { key: 'confirmPassword', id: 'password-confirm', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/**
 * Change Password (spec part 3 §5, §8): checked here with the spec's messages before sending, and again
 * by the server. Success signs every other device out; this browser stays signed in.
 */
export function PasswordForm() {
  const { form, setForm, errors, setErrors, set } = useFieldState(EMPTY);
  const change = useChangePassword();
  const submit = () => {
    if (form.newPassword !== form.confirmPassword) {
      notify.error('Password Mismatch', 'New passwords do not match.');
      return;
    }
    if (form.newPassword.length < PASSWORD_MIN_LENGTH) {
      notify.error('Password Too Short', `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
      return;
    }
    change.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        setErrors({});
        notify.success('Password Updated', 'Your other sessions have been signed out.');
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        if (fields.currentPassword) {
          notify.error('Password Update Failed', 'Please check your current password and try again.');
        } else {
          notify.error('Password Update Failed', serverErrorText(error, 'Please try again.'));
        }
      },
    });
  };
  return (
    <SaveForm
      label="Change Password"
      onSubmit={submit}
      saving={change.isPending}
      disabled={!form.currentPassword || !form.newPassword}
      submitText="Update Password"
    >
      <Stack gap="4">
        <Heading as="h3" size="md">
          Change Password
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {FIELDS.map((f) => (
            <TextField
              key={f.key}
              id={f.id}
              label={f.label}
              type="password"
              autoComplete={f.autoComplete}
              value={form[f.key]}
              onChange={set(f.key)}
              error={errors[f.key]}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </SaveForm>
  );
}
