import { Box, Separator, Stack } from '@chakra-ui/react';
import { type SecuritySettings, useSaveSecurity } from '../api/settings';
import { useTabForm } from '../hooks/use-tab-form';
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
  const toForm = (s: { sessionTimeout: number }) => ({ sessionTimeout: String(s.sessionTimeout) });
  const { form, errors, set, submit, saving } = useTabForm({
    initial: () => toForm(props.stored),
    save: useSaveSecurity(),
    toBody: (f) => ({ sessionTimeout: Number(f.sessionTimeout) }),
    toForm,
    saved: ['Security Settings Updated', 'Your session timeout has been saved.'],
    failure: 'Failed to update the security settings. Please try again.',
  });
  return (
    <Stack gap="6">
      <SaveForm label="Session" onSubmit={submit} saving={saving}>
        <Box maxW="xs">
          <SelectField
            id="security-sessionTimeout"
            label="Session Timeout"
            value={form.sessionTimeout}
            options={SESSION_TIMEOUT_OPTIONS}
            onChange={set('sessionTimeout')}
            error={errors.sessionTimeout}
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
