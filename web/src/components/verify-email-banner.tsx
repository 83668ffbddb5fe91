import { Alert, Button, Field, HStack, Input } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { maskedEmail, useEmailStatus, useSendEmailCode, useVerifyEmail } from '../lib/api/email-verification';
import { serverErrorText, serverFieldErrors } from '../lib/api-client';
import { notify } from './notify';

/**
 * "Verify your email" (issue 31): shown on every dashboard screen while the signed-in user's address is
 * unverified (after sign-up, or after changing it). The code Cognito mailed is entered here; "Send a new
 * code" asks for another. The account works meanwhile, except what needs a proven address (adding agents).
 * Plain state rather than a zod form: it sits in the dashboard's first load.
 */
export function VerifyEmailBanner() {
  const status = useEmailStatus().data;
  const [code, setCode] = useState('');
  const verify = useVerifyEmail();
  const resend = useSendEmailCode();
  if (!status || status.verified) return null;

  const codeError =
    serverFieldErrors(verify.error).code ??
    (verify.isError ? serverErrorText(verify.error, 'Please try again.') : undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        notify.success('Email verified', `${status.email} is confirmed.`);
      },
    });
  };
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => notify.info('Code sent', `A new code is on its way to ${maskedEmail(status.email)}.`),
      onError: (error) => notify.error('No code sent', serverErrorText(error, 'Please try again.')),
    });

  return (
    <Alert.Root status="warning" variant="surface" mb="4" data-testid="verify-email-banner">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Verify your email — we sent a code to {maskedEmail(status.email)}</Alert.Title>
        <Alert.Description>
          Until you do, you cannot invite team members.
          <form onSubmit={onSubmit} aria-label="Verify your email">
            <HStack align="start" gap="2" mt="2" wrap="wrap">
              <Field.Root invalid={!!codeError} maxW="14rem">
                <Field.Label srOnly>Verification code</Field.Label>
                <Input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder="6-digit code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  bg="white"
                />
                <Field.ErrorText>{codeError}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="blue" loading={verify.isPending} disabled={!code.trim()}>
                Verify
              </Button>
              <Button variant="outline" onClick={onResend} loading={resend.isPending}>
                Send a new code
              </Button>
            </HStack>
          </form>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
