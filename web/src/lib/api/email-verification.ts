import { auth } from '@shared/api/routes/auth';
import type { ChangeEmailInput, EmailStatusResponse } from '@shared/schemas/account-email';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { sessionQueryKey } from './session';

/**
 * The signed-in user's email address and whether it is verified (issue 31): the dashboard's banner, the
 * profile's change-email form and the screens that need a verified address (Human Agents) read one cache
 * entry, so verifying in the banner unlocks them at once.
 */
export const emailStatusQuery = queryOptions({
  queryKey: ['auth', 'email'],
  queryFn: () => api.call(auth.emailStatus),
  staleTime: 5 * 60_000,
});

export function useEmailStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ ...emailStatusQuery, enabled: options.enabled ?? true });
}

function useEmailMutation<I>(call: (input: I) => Promise<EmailStatusResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => {
      queryClient.setQueryData(emailStatusQuery.queryKey, status);
      // the session shows the email too (sidebar, profile)
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

/** POST /api/auth/email/code: Cognito mails a new code. */
export const useSendEmailCode = () => useEmailMutation(() => api.call(auth.sendEmailCode));
/** POST /api/auth/email/verify: the mailed code. */
export const useVerifyEmail = () => useEmailMutation((code: string) => api.call(auth.verifyEmail, { body: { code } }));
/** PUT /api/auth/email: the new address (password asked); it then needs verifying. */
export const useChangeEmail = () =>
  useEmailMutation((input: ChangeEmailInput) => api.call(auth.changeEmail, { body: input }));

/** "r…@…": enough for the owner of the address to recognise it, over a shoulder nothing more. */
export const maskedEmail = (email: string) => `${email.slice(0, 1)}…@…`;
