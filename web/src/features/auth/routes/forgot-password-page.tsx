import { Alert, Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { forgotPasswordSchema, resetPasswordSchema } from '@shared/schemas/account-email';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { TextField } from '../../../components/ui/field';
import { serverErrorText } from '../../../lib/api-client';
import { setServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { useForgotPassword, useResetPassword } from '../api/password-reset';
import { AuthLayout } from '../components/auth-layout';

/**
 * "Forgot password?" (issue 31): the address first (Cognito mails a code if it has an account; the page
 * says the same either way), then the code with the new password. Every session of the account ends; the
 * user signs in with the new password.
 */
export function ForgotPasswordPage() {
  const prefill = (useLocation().state as { email?: string } | null)?.email ?? '';
  const [sentTo, setSentTo] = useState<{ email: string; message: string }>();
  const [done, setDone] = useState<string>();
  return (
    <AuthLayout>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="2xl">
            Reset your password
          </Heading>
          {!sentTo && !done && (
            <Text color="gray.600">Enter the email you sign in with. We will email you a code.</Text>
          )}
        </Card.Header>
        <Card.Body>
          {done ? (
            <Stack gap="4">
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{done}</Alert.Title>
              </Alert.Root>
              <Button asChild colorPalette="blue" size="lg">
                <RouterLink to="/login" state={{ email: sentTo?.email }}>
                  Sign in
                </RouterLink>
              </Button>
            </Stack>
          ) : sentTo ? (
            <ResetStep
              email={sentTo.email}
              message={sentTo.message}
              onDone={setDone}
              onRestart={() => setSentTo(undefined)}
            />
          ) : (
            <RequestStep defaultEmail={prefill} onSent={setSentTo} />
          )}
        </Card.Body>
        <Card.Footer>
          <Text fontSize="sm" textAlign="center" w="full">
            Remembered it?{' '}
            <Link asChild color="blue.700" fontWeight="semibold">
              <RouterLink to="/login">Back to sign in</RouterLink>
            </Link>
          </Text>
        </Card.Footer>
      </Card.Root>
    </AuthLayout>
  );
}

function RequestStep(props: { defaultEmail: string; onSent(sent: { email: string; message: string }): void }) {
  const form = useZodForm(forgotPasswordSchema, { email: props.defaultEmail });
  const ask = useForgotPassword();
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await ask.mutateAsync(values);
      props.onSent({ email: values.email, message });
    } catch (error) {
      if (!setServerErrors(form, error))
        form.setError('root.server', { message: serverErrorText(error, 'Please try again.') });
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate aria-label="Ask for a reset code">
        {serverError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <TextField form={form} name="email" label="Email" type="email" autoComplete="username" required />
        <Button type="submit" colorPalette="blue" size="lg" loading={ask.isPending} loadingText="Sending…">
          Email me a code
        </Button>
      </form>
    </Stack>
  );
}

function ResetStep(props: { email: string; message: string; onDone(message: string): void; onRestart(): void }) {
  const form = useZodForm(resetPasswordSchema, { email: props.email, code: '', newPassword: '', confirmPassword: '' });
  const reset = useResetPassword();
  const submit = form.handleSubmit(async (values) => {
    try {
      props.onDone((await reset.mutateAsync(values)).message);
    } catch (error) {
      if (!setServerErrors(form, error))
        form.setError('root.server', { message: serverErrorText(error, 'Please try again.') });
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate aria-label="Set a new password">
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{props.message}</Alert.Title>
        </Alert.Root>
        {serverError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <TextField
          form={form}
          name="code"
          label="Code from the email"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        <TextField
          form={form}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          helperText="At least 8 characters with upper case, lower case and a digit."
          required
        />
        <TextField
          form={form}
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" colorPalette="blue" size="lg" loading={reset.isPending} loadingText="Saving…">
          Set new password
        </Button>
        <Button variant="ghost" onClick={props.onRestart}>
          Use another address or send a new code
        </Button>
      </form>
    </Stack>
  );
}
