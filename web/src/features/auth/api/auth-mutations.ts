import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser, SignupInput } from '../../../../../shared/schemas/identity';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from './session';

/** POST /api/auth/login; the server sets the session cookies, the cache learns who is signed in. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      api.post<{ user: SessionUser }>('/api/auth/login', credentials),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}

/** POST /api/auth/register; a successful registration signs the new owner in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SignupInput) => api.post<{ user: SessionUser }>('/api/auth/register', payload),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}

/**
 * POST /api/auth/logout, then a full page load of /. A failure is only logged (spec part 1 §8).
 * The full load (rather than a client-side navigation) drops every cached tenant record with the page,
 * and cannot race the route guards that would otherwise see the session vanish and redirect to /login.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => api.post<void>('/api/auth/logout'),
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => window.location.assign('/'),
  });
}
