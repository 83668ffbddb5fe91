import { Box, Button, Code, Flex, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { notify } from '../../../components/notify';
import { SectionCard } from '../../../components/section-card';
import { TextField } from '../../../components/text-field';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { copyWithToast } from '../../../lib/clipboard';
import { type TwoFactorSetup, useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor } from '../api/settings';
import { ShownOnceAlert } from './shown-once-alert';

const TwoFactorQr = lazy(() => import('./two-factor-qr'));

export const RECOVERY_WARNING =
  'Save these recovery codes now. Each signs you in once if you lose your phone; they will not be shown again.';

/**
 * Settings → Security → Two-factor authentication (issue 14): TOTP through an authenticator app.
 * Off → the password again → a QR code and the secret as text → a code from the app → on, with ten
 * recovery codes shown once (Copy / Download). On → the password and a code turn it off. The secret and
 * the codes live only in this component's state: leaving the page forgets them.
 */
export function TwoFactorCard(props: { enabled: boolean }) {
  const [step, setStep] = useState<'idle' | 'password' | 'scan' | 'disable'>('idle');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();

  const reset = () => {
    setStep('idle');
    setPassword('');
    setCode('');
    setErrors({});
    setSetup(null);
  };
  const failed = (title: string) => (error: unknown) => {
    const fields = serverFieldErrors(error);
    setErrors(fields);
    notify.error(title, fields.currentPassword ?? fields.code ?? serverErrorText(error, 'Please try again.'));
  };

  const submitPassword = () =>
    start.mutate(
      { currentPassword: password },
      {
        onSuccess: (s) => {
          setSetup(s);
          setPassword('');
          setErrors({});
          setStep('scan');
        },
        onError: failed('Two-factor set-up failed'),
      },
    );
  const submitCode = () =>
    confirm.mutate(
      { code },
      {
        onSuccess: (r) => {
          reset();
          setRecoveryCodes(r.recoveryCodes);
          notify.success('Two-factor authentication is on', 'Sign-ins now ask for a code from your app.');
        },
        onError: failed('Code not accepted'),
      },
    );
  const submitDisable = () =>
    disable.mutate(
      { currentPassword: password, code },
      {
        onSuccess: () => {
          reset();
          setRecoveryCodes(null);
          notify.success('Two-factor authentication is off', 'Sign-ins ask for your password only.');
        },
        onError: failed('Two-factor not turned off'),
      },
    );

  const codesText = () => `Parley recovery codes (each works once)\n\n${recoveryCodes?.join('\n')}\n`;
  const copyCodes = () =>
    copyWithToast(
      codesText(),
      ['Copied', 'The recovery codes are on your clipboard.'],
      ['Could not copy', 'Select the codes and copy them yourself.'],
    );
  const downloadCodes = () => {
    const url = URL.createObjectURL(new Blob([codesText()], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'parley-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };

  const codeField = (
    <Box maxW="xs">
      <TextField
        id="two-factor-code"
        label="6-digit code from your app"
        value={code}
        autoComplete="one-time-code"
        onChange={(v) => {
          setCode(v);
          setErrors(({ code: _gone, ...rest }) => rest);
        }}
        error={errors.code}
      />
    </Box>
  );
  const passwordField = (
    <Box maxW="xs">
      <TextField
        id="two-factor-password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          setErrors(({ currentPassword: _gone, ...rest }) => rest);
        }}
        error={errors.currentPassword}
      />
    </Box>
  );

  return (
    <SectionCard
      headingId="two-factor-heading"
      title="Two-Factor Authentication"
      description={
        <Text color="gray.700" data-testid="two-factor-status">
          {props.enabled
            ? 'On: signing in asks for a code from your authenticator app.'
            : 'Off: signing in asks for your password only.'}
        </Text>
      }
    >
      {recoveryCodes && (
        <ShownOnceAlert warning={RECOVERY_WARNING}>
          <List.Root as="ol" data-testid="recovery-codes" listStyleType="none" fontFamily="mono" gap="1" my="2">
            {recoveryCodes.map((c) => (
              <List.Item key={c}>{c}</List.Item>
            ))}
          </List.Root>
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={copyCodes}>
              Copy
            </Button>
            <Button size="sm" variant="outline" onClick={downloadCodes}>
              Download
            </Button>
            <Button size="sm" onClick={() => setRecoveryCodes(null)}>
              I have saved them
            </Button>
          </Flex>
        </ShownOnceAlert>
      )}

      {step === 'idle' && !props.enabled && (
        <Box>
          <Button colorPalette="blue" onClick={() => setStep('password')}>
            Set up two-factor
          </Button>
        </Box>
      )}
      {step === 'idle' && props.enabled && (
        <Box>
          <Button variant="outline" colorPalette="red" onClick={() => setStep('disable')}>
            Turn off two-factor
          </Button>
        </Box>
      )}

      {step === 'password' && (
        <StepForm
          label="Confirm your password"
          onSubmit={submitPassword}
          onCancel={reset}
          submit={{ text: 'Continue', palette: 'blue', loading: start.isPending, disabled: !password }}
        >
          <Text fontSize="sm">Enter your password to set up two-factor authentication.</Text>
          {passwordField}
        </StepForm>
      )}

      {step === 'scan' && setup && (
        <StepForm
          label="Confirm two-factor"
          onSubmit={submitCode}
          onCancel={reset}
          submit={{ text: 'Turn on', palette: 'blue', loading: confirm.isPending, disabled: !code.trim() }}
        >
          <Text fontSize="sm">
            Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…),
            then enter the 6-digit code it shows.
          </Text>
          <Suspense fallback={<Spinner aria-label="Loading the QR code" />}>
            <TwoFactorQr uri={setup.otpauthUri} />
          </Suspense>
          <Text fontSize="sm">
            Can't scan it? Enter this key in the app instead:{' '}
            <Code data-testid="two-factor-secret" wordBreak="break-all">
              {setup.secret}
            </Code>
          </Text>
          {codeField}
        </StepForm>
      )}

      {step === 'disable' && (
        <StepForm
          label="Turn off two-factor"
          onSubmit={submitDisable}
          onCancel={reset}
          submit={{
            text: 'Turn off',
            palette: 'red',
            loading: disable.isPending,
            disabled: !password || !code.trim(),
          }}
        >
          <Text fontSize="sm">Enter your password and a current code from your app.</Text>
          {passwordField}
          {codeField}
        </StepForm>
      )}
    </SectionCard>
  );
}

/** One step of the card: a labelled form, its fields, the step's submit button and Cancel. */
function StepForm(props: {
  label: string;
  onSubmit(): void;
  onCancel(): void;
  submit: { text: string; palette: 'blue' | 'red'; loading: boolean; disabled: boolean };
  children: ReactNode;
}) {
  const { submit } = props;
  return (
    <Stack asChild gap="3">
      <form
        aria-label={props.label}
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        {props.children}
        <Flex gap="2">
          <Button type="submit" colorPalette={submit.palette} loading={submit.loading} disabled={submit.disabled}>
            {submit.text}
          </Button>
          <Button type="button" variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
