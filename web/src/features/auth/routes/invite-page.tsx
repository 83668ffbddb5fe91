import { Alert, Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { closedInvitationText } from '@shared/invitations';
import { invitationPasswordForm } from '@shared/schemas/human-agents';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';
import { TextField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { homePathFor } from '../../../lib/api/session';
import { errorStatus, serverErrorText } from '../../../lib/api-client';
import { setServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { useAcceptInvitation, useInvitation } from '../api/invitations';
import { AuthLayout } from '../components/auth-layout';

export const UNKNOWN_INVITATION =
  'This invitation link is not valid. If you were sent a newer invitation, use the link in the latest email; otherwise ask the business that invited you to send a new one.';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthLayout>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </AuthLayout>
  );
}

const toSignIn = (
  <Link asChild colorPalette="blue">
    <RouterLink to="/login">Go to sign in</RouterLink>
  </Link>
);

/**
 * /invite/<token> (issue 31): an invited human agent chooses their own password and is signed in to the
 * Agent Portal. A used, expired, withdrawn or unknown link gets a page that says so and whom to ask.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  if (invitation.isError && [400, 404].includes(errorStatus(invitation.error) ?? 0))
    return (
      <Frame title="Invitation not found">
        <Stack gap="4">
          <Text>{UNKNOWN_INVITATION}</Text>
          {toSignIn}
        </Stack>
      </Frame>
    );
  return (
    <QueryState query={invitation} loading="Opening your invitation..." failed="Could not open this invitation.">
      {(view) =>
        view.state === 'pending' ? (
          <Frame title={`Join ${view.businessName}`}>
            <AcceptForm token={token} firstName={view.firstName ?? ''} email={view.email ?? ''} />
          </Frame>
        ) : (
          <Frame title={view.state === 'accepted' ? 'Invitation already used' : 'Invitation no longer valid'}>
            <Stack gap="4">
              <Text>{closedInvitationText(view.state, view.businessName)}</Text>
              {toSignIn}
            </Stack>
          </Frame>
        )
      }
    </QueryState>
  );
}

function AcceptForm({ token, firstName, email }: { token: string; firstName: string; email: string }) {
  const form = useZodForm(invitationPasswordForm, { password: '', confirmPassword: '' });
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await accept.mutateAsync({ token, ...values });
      navigate(homePathFor(user.role), { replace: true });
    } catch (error) {
      setServerErrors(form, error);
    }
  });
  return (
    <Stack asChild gap="4">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Set your password">
        <HydratedFieldset>
          <Text>
            Hi {firstName}, choose a password for <strong>{email}</strong>. You will use it to sign in and answer chats
            in the Agent Portal.
          </Text>
          {accept.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>
                {serverErrorText(accept.error, 'Could not set your password. Please try again.')}
              </Alert.Title>
            </Alert.Root>
          )}
          <TextField
            form={form}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            helperText="At least 8 characters with upper and lower case letters and a digit."
          />
          <TextField
            form={form}
            name="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
          />
          <Button type="submit" colorPalette="blue" size="lg" loading={accept.isPending} loadingText="Saving…">
            Set password and sign in
          </Button>
        </HydratedFieldset>
      </form>
    </Stack>
  );
}
