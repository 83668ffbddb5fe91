import { LEVEL_ROLES } from '@shared/access';
import { auth } from '@shared/api/routes/auth';
import type { Role } from '@shared/enums';
import type { meResponse, SessionUser } from '@shared/schemas/identity';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api-client';

/** GET /api/auth/me's shape, derived from the schema the server parses its answer with (type-only: no zod at runtime). */
type MeResponse = z.infer<typeof meResponse>;

export const sessionQueryKey = ['auth', 'session'] as const;

/** The signed-in user, or null when there is no (renewable) session. */
export function fetchSession(): Promise<SessionUser | null> {
  // on401 'returnNull': no session answers null, not the route's response
  return api.call(auth.me, {}, { on401: 'returnNull' }).then((body: MeResponse | null) => body?.user ?? null);
}

export const sessionQuery = queryOptions({ queryKey: sessionQueryKey, queryFn: fetchSession });

/** Who is signed in: the route guards, the sidebar, the admin header and the auth screens share it. */
export function useSession() {
  return useQuery(sessionQuery);
}

/**
 * POST /api/auth/logout, then a full page load of /. A failure is only logged (spec part 1 §8).
 * The full load (rather than a client-side navigation) drops every cached tenant record with the page,
 * and cannot race the route guards that would otherwise see the session vanish and redirect to /login.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => api.call(auth.logout),
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => window.location.assign('/'),
  });
}

export const TENANT_ROLES: readonly Role[] = LEVEL_ROLES.customer;
export const ADMIN_ROLES: readonly Role[] = LEVEL_ROLES.admin;

/** Where a role lands after signing in (spec part 1 §6; human agents work in the Agent Portal, issue 10). */
export function homePathFor(role: Role): string {
  if (role === 'admin') return '/admin';
  return role === 'human_agent' ? '/agent-portal' : '/dashboard';
}
