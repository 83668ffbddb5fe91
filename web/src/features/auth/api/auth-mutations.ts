import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUserResponse, SignupInput } from '../../../../../shared/schemas/identity';
import { sessionQueryKey } from '../../../lib/api/session';
import { api } from '../../../lib/api-client';

/** POST /api/auth/login; the server sets the session cookies, the cache learns who is signed in. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      api.post<SessionUserResponse>('/api/auth/login', credentials),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}

/** POST /api/auth/register; a successful registration signs the new owner in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SignupInput) => api.post<SessionUserResponse>('/api/auth/register', payload),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
