import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../../shared/enums';
import type { SessionUser } from '../../../../../shared/schemas/identity';
import { api } from '../../../lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

/** The signed-in user, or null when there is no (renewable) session. */
export function fetchSession(): Promise<SessionUser | null> {
  return api
    .get<{ user: SessionUser } | null>('/api/auth/me', { on401: 'returnNull' })
    .then((body) => body?.user ?? null);
}

export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession });
}

export const TENANT_ROLES: readonly Role[] = ['business_owner', 'ai_trainer', 'human_agent'];
export const ADMIN_ROLES: readonly Role[] = ['admin'];

/** Where a role lands after signing in (spec part 1 §6). */
export function homePathFor(role: Role): string {
  return role === 'admin' ? '/admin' : '/dashboard';
}
