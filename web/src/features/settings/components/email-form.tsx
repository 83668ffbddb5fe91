import { Badge, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/notify';
import { TextField } from '../../../components/text-field';
import { useChangeEmail, useEmailStatus } from '../../../lib/api/email-verification';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { profileQuery } from '../api/settings';
import { useFieldState } from '../hooks/use-tab-form';
import { SaveForm } from './save-form';

const EMPTY = { email: '', password: '' };

/**
 * Change the sign-in email (issue 31; the labels say "address": "Email" names the profile's own field).
 * The email is the sign-in name, so the current password is asked. The new
 * address is the sign-in at once and must be verified with the code mailed to it (the banner at the top
 * asks for it); until then the account cannot invite team members.
 */
export function EmailForm() {
  const status = useEmailStatus().data;
  const { form, setForm, errors, setErrors, set } = useFieldState(EMPTY);
  const change = useChangeEmail();
  const queryClient = useQueryClient();
  const submit = () =>
    change.mutate(form, {
      onSuccess: (next) => {
        setForm(EMPTY);
        setErrors({});
        void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
        notify.success(
          'Email changed',
          `Sign in with ${next.email} from now on. Enter the code we sent to it to verify it.`,
        );
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        notify.error('Email not changed', serverErrorText(error, 'Please try again.'));
      },
    });
  return (
    <SaveForm
      label="Change sign-in address"
      onSubmit={submit}
      saving={change.isPending}
      disabled={!form.email.trim() || !form.password}
      submitText="Change Address"
    >
      <Stack gap="4">
        <HStack gap="3" wrap="wrap">
          <Heading as="h3" size="md">
            Sign-in Address
          </Heading>
          {status && (
            <Badge colorPalette={status.verified ? 'green' : 'orange'}>
              {status.verified ? 'Verified' : 'Not verified'}
            </Badge>
          )}
        </HStack>
        <Text color="gray.600" fontSize="sm">
          {status ? `You sign in with ${status.email}. ` : ''}We will email a code to the new address to verify it.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            id="email-new"
            label="New sign-in address"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            error={errors.email}
          />
          <TextField
            id="email-password"
            label="Your Password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={set('password')}
            error={errors.password}
          />
        </SimpleGrid>
      </Stack>
    </SaveForm>
  );
}
