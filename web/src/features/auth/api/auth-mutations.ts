import { auth } from '@shared/api/routes/auth';
import type { SignupInput } from '@shared/schemas/identity';
import type { LoginMfaInput } from '@shared/schemas/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../../lib/api/session';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/login; the server sets the session cookies, the cache learns who is signed in. With
 * two-factor on the answer is a challenge instead (no cookies): the page asks for the code next.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string; newPassword?: string }) =>
      api.call(auth.login, { body: credentials }),
    onSuccess: (r) => {
      if ('user' in r) queryClient.setQueryData(sessionQueryKey, r.user);
    },
  });
}

/** POST /api/auth/login/mfa: the code from the authenticator app (or a recovery code) finishes the sign-in. */
export function useLoginMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: LoginMfaInput) => api.call(auth.loginMfa, { body: answer }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}

/** POST /api/auth/register; a successful registration signs the new owner in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SignupInput) => api.call(auth.register, { body: payload }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
