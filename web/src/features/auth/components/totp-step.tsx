import { Alert, Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { LoginMfaResponse } from '@shared/schemas/two-factor';
import { type FormEvent, useState } from 'react';
import { ApiError, serverErrorText } from '../../../lib/api-client';
import { useLoginMfa } from '../api/auth-mutations';

export const CODE_PROMPT = 'Enter the 6-digit code from your authenticator app';
export const RECOVERY_PROMPT = 'Enter one of your recovery codes';
/** The sign-in is gone (3 minutes, or five wrong codes): only a new password step helps. */
const isChallengeOver = (error: unknown) => error instanceof ApiError && /expired/i.test(error.message);

/**
 * The second step of a sign-in with two-factor on (issue 14): the code from the authenticator app, or
 * — through "Use a recovery code" — one of the ten recovery codes. `onDone` gets the signed-in user;
 * `onRestart` goes back to the password step when the challenge has ended.
 */
export function TotpStep(props: { challengeId: string; onDone: (r: LoginMfaResponse) => void; onRestart: () => void }) {
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState<string>();
  const mfa = useLoginMfa();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    const invalid =
      mode === 'code'
        ? /^\d{6}$/.test(typed.replace(/\s+/g, ''))
          ? undefined
          : 'Enter the 6 digits your app shows'
        : typed
          ? undefined
          : 'Enter a recovery code';
    setMissing(invalid);
    if (invalid) return;
    const answer =
      mode === 'code'
        ? { challengeId: props.challengeId, code: typed }
        : { challengeId: props.challengeId, recoveryCode: typed };
    mfa.mutate(answer, { onSuccess: (r) => props.onDone(r), onError: () => setValue('') });
  };

  const switchMode = () => {
    setMode(mode === 'code' ? 'recovery' : 'code');
    setValue('');
    setMissing(undefined);
    mfa.reset();
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate aria-label="Two-factor code">
        <Text>{mode === 'code' ? CODE_PROMPT : RECOVERY_PROMPT}.</Text>
        {mfa.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              {mfa.error instanceof ApiError
                ? serverErrorText(mfa.error, 'Invalid code')
                : 'Something went wrong. Please try again.'}
            </Alert.Title>
          </Alert.Root>
        )}
        <Field.Root required invalid={!!missing}>
          <Field.Label>{mode === 'code' ? 'Authentication code' : 'Recovery code'}</Field.Label>
          {mode === 'code' ? (
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={7}
              autoFocus
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          ) : (
            <Input
              name="recoveryCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              autoFocus
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
          <Field.ErrorText>{missing}</Field.ErrorText>
        </Field.Root>
        {isChallengeOver(mfa.error) ? (
          <Button type="button" colorPalette="blue" size="lg" onClick={props.onRestart}>
            Sign in again
          </Button>
        ) : (
          <Button type="submit" colorPalette="blue" size="lg" loading={mfa.isPending} loadingText="Verifying…">
            Verify
          </Button>
        )}
        <Text fontSize="sm" textAlign="center">
          <Link asChild color="blue.700" fontWeight="semibold">
            <button type="button" onClick={switchMode}>
              {mode === 'code' ? 'Use a recovery code' : 'Use the code from your app'}
            </button>
          </Link>
        </Text>
      </form>
    </Stack>
  );
}
