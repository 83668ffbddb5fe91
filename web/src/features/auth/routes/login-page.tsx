import { Alert, Box, Button, Card, Code, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';
import { Field } from '../../../components/ui/field';
import { ApiError, serverErrorText } from '../../../lib/api-client';
import { AuthLayout } from '../components/auth-layout';
import { PasswordInput } from '../components/password-input';
import { TotpStep } from '../components/totp-step';
import { useSignIn } from '../hooks/use-login';

/** The demo business owner seeded by `npm start` (spec: the hint shows one demo email and password). */
export const DEMO_ACCOUNT = { email: 'owner@demo.parley.app', password: 'Parley@2026' };

/** Spec part 1 §8: the server's error text, else a generic credential message; network trouble gets its own. */
export function loginErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  return serverErrorText(error, 'Invalid email or password');
}

export function LoginPage() {
  const { form, submit, login, newPasswordNeeded, newPasswordError, challengeId, totpDone, restart } = useSignIn();
  const missing = form.formState.errors;

  return (
    <AuthLayout>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="2xl">
            Sign in
          </Heading>
          <Text color="gray.600">Welcome back. Sign in to manage your AI agent.</Text>
        </Card.Header>
        <Card.Body>
          {challengeId ? (
            <TotpStep challengeId={challengeId} onDone={totpDone} onRestart={restart} />
          ) : (
            <Stack asChild gap="4">
              <form onSubmit={submit} noValidate aria-label="Sign in">
                <HydratedFieldset>
                  {login.isError && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{loginErrorText(login.error)}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Field label="Email" required errorText={missing.email?.message}>
                    <Input type="email" autoComplete="username" {...form.register('email')} />
                  </Field>
                  <Field label="Password" required errorText={missing.password?.message}>
                    <PasswordInput autoComplete="current-password" {...form.register('password')} />
                  </Field>
                  {newPasswordNeeded && (
                    <Field
                      label="New password"
                      required
                      errorText={newPasswordError}
                      helperText="This was a temporary password. Choose your own: at least 8 characters with upper case, lower case and a digit."
                    >
                      <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
                    </Field>
                  )}
                  <Button
                    type="submit"
                    colorPalette="blue"
                    size="lg"
                    loading={login.isPending}
                    loadingText="Signing in…"
                  >
                    Sign In
                  </Button>
                </HydratedFieldset>
              </form>
            </Stack>
          )}
        </Card.Body>
        <Card.Footer flexDirection="column" alignItems="stretch" gap="4">
          <Box
            bg="blue.50"
            borderWidth="1px"
            borderColor="blue.200"
            rounded="md"
            p="3"
            fontSize="sm"
            aria-label="Demo account"
            role="note"
          >
            <Text fontWeight="semibold" mb="1">
              Try the demo account
            </Text>
            <Text>
              Email: <Code>{DEMO_ACCOUNT.email}</Code>
            </Text>
            <Text>
              Password: <Code>{DEMO_ACCOUNT.password}</Code>
            </Text>
          </Box>
          <Text fontSize="sm" textAlign="center">
            Don't have an account?{' '}
            <Link asChild color="blue.700" fontWeight="semibold">
              <RouterLink to="/signup">Sign up</RouterLink>
            </Link>
          </Text>
        </Card.Footer>
      </Card.Root>
    </AuthLayout>
  );
}
