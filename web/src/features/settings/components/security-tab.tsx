import { Box, Separator, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { type SecuritySettings, useSaveSecurity } from '../api/settings';
import { SESSION_TIMEOUT_OPTIONS } from '../options';
import { ApiKeyCard } from './api-key-card';
import { DeleteAccountCard } from './delete-account-card';
import { PasswordForm } from './password-form';
import { SaveForm } from './save-form';
import { SelectField } from './settings-field';
import { TwoFactorCard } from './two-factor-card';

/**
 * Security tab: session timeout, two-factor sign-in (an authenticator app, issue 14), the password, and
 * for the owner the tenant's API key (its routes are owner only).
 */
export function SecurityTab(props: { stored: SecuritySettings; isOwner: boolean }) {
  const [timeout, setTimeoutHours] = useState(String(props.stored.sessionTimeout));
  const [error, setError] = useState<string>();
  const save = useSaveSecurity();
  const submit = () =>
    save.mutate(
      { sessionTimeout: Number(timeout) },
      {
        onSuccess: (stored) => {
          setTimeoutHours(String(stored.sessionTimeout));
          notify.success('Security Settings Updated', 'Your session timeout has been saved.');
        },
        onError: (err) => {
          setError(serverFieldErrors(err).sessionTimeout);
          notify.error('Error', serverErrorText(err, 'Failed to update the security settings. Please try again.'));
        },
      },
    );
  return (
    <Stack gap="6">
      <SaveForm label="Session" onSubmit={submit} saving={save.isPending}>
        <Box maxW="xs">
          <SelectField
            id="security-sessionTimeout"
            label="Session Timeout"
            value={timeout}
            options={SESSION_TIMEOUT_OPTIONS}
            onChange={(v) => {
              setTimeoutHours(v);
              setError(undefined);
            }}
            error={error}
          />
        </Box>
      </SaveForm>
      <TwoFactorCard enabled={props.stored.twoFactorEnabled} />
      <Separator />
      <PasswordForm />
      {props.isOwner && <ApiKeyCard />}
      {props.isOwner && <DeleteAccountCard />}
    </Stack>
  );
}
