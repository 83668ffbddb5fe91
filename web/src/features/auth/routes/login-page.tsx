import { Alert, Box, Button, Card, Code, Field, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { SessionUser } from '@shared/schemas/identity';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';
import { notify } from '../../../components/notify';
import { homePathFor } from '../../../lib/api/session';
import { ApiError, serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { useLogin } from '../api/auth-mutations';
import { AuthLayout } from '../components/auth-layout';
import { PasswordInput } from '../components/password-input';
import { TotpStep } from '../components/totp-step';

/** The demo business owner seeded by `npm start` (spec: the hint shows one demo email and password). */
export const DEMO_ACCOUNT = { email: 'owner@demo.parley.app', password: 'Parley@2026' };

/** Spec part 1 §8: the server's error text, else a generic credential message; network trouble gets its own. */
export function loginErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  return serverErrorText(error, 'Invalid email or password');
}

export function LoginPage() {
  const location = useLocation();
  // back from "Forgot password?" with the address the reset was for
  const [email, setEmail] = useState((location.state as { email?: string } | null)?.email ?? '');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string; newPassword?: string }>({});
  /** Set when the password was an invitation's temporary one (the stage's first admin): a new one is asked for. */
  const [newPasswordNeeded, setNewPasswordNeeded] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  /** Set when the password was right and two-factor is on: the code step is shown instead of the form. */
  const [challengeId, setChallengeId] = useState<string>();
  const login = useLogin();
  const navigate = useNavigate();
  const from = (location.state as { from?: string } | null)?.from;
  const goHome = (user: SessionUser) => {
    const home = homePathFor(user.role);
    // Back to the page that asked for a sign-in, if it belongs to this role's area.
    navigate(from?.startsWith(home) ? from : home, { replace: true });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const required = {
      email: email.trim() ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
      newPassword: !newPasswordNeeded || newPassword ? undefined : 'New password is required',
    };
    setMissing(required);
    if (required.email || required.password || required.newPassword) return;
    login.mutate(
      { email: email.trim(), password, ...(newPasswordNeeded ? { newPassword } : {}) },
      {
        onSuccess: (r) => {
          if ('mfaRequired' in r) setChallengeId(r.challengeId);
          else if ('newPasswordRequired' in r) setNewPasswordNeeded(true);
          else goHome(r.user);
        },
      },
    );
  };

  // the server's reason for refusing a new password (the pool's rule) belongs next to that field
  const newPasswordError = missing.newPassword ?? serverFieldErrors(login.error).newPassword;

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
            <TotpStep
              challengeId={challengeId}
              onDone={(r) => {
                if (r.recoveryCodesLeft !== undefined)
                  notify.success(
                    'Signed in with a recovery code',
                    `${r.recoveryCodesLeft} recovery code${r.recoveryCodesLeft === 1 ? '' : 's'} left. Each works once.`,
                  );
                goHome(r.user);
              }}
              onRestart={() => {
                setChallengeId(undefined);
                setPassword('');
                login.reset();
              }}
            />
          ) : (
            <Stack asChild gap="4">
              <form onSubmit={onSubmit} noValidate aria-label="Sign in">
                <HydratedFieldset>
                  {login.isError && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{loginErrorText(login.error)}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Field.Root required invalid={!!missing.email}>
                    <Field.Label>Email</Field.Label>
                    <Input
                      type="email"
                      name="email"
                      autoComplete="username"
                      value={email}
                      onChange={(e) => setEmail(e.target.value)}
                    />
                    <Field.ErrorText>{missing.email}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={!!missing.password}>
                    <HStack justify="space-between" w="full">
                      <Field.Label>Password</Field.Label>
                      <Link asChild color="blue.700" fontSize="sm">
                        <RouterLink to="/forgot-password" state={{ email: email.trim() }}>
                          Forgot password?
                        </RouterLink>
                      </Link>
                    </HStack>
                    <PasswordInput
                      name="password"
                      autoComplete="current-password"
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                    />
                    <Field.ErrorText>{missing.password}</Field.ErrorText>
                  </Field.Root>
                  {newPasswordNeeded && (
                    <Field.Root required invalid={!!newPasswordError}>
                      <Field.Label>New password</Field.Label>
                      <PasswordInput
                        name="newPassword"
                        autoComplete="new-password"
                        value={newPassword}
                        onChange={(e) => setNewPassword(e.target.value)}
                      />
                      <Field.HelperText>
                        This was a temporary password. Choose your own: at least 8 characters with upper case, lower
                        case and a digit.
                      </Field.HelperText>
                      <Field.ErrorText>{newPasswordError}</Field.ErrorText>
                    </Field.Root>
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
