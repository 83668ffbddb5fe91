import { mayAccess } from '@shared/access';
import type { ApiRoute } from '@shared/api/route';
import { useSession } from './api/session';

/**
 * Whether the signed-in user may call a route: its contract's level (shared/api/routes/*), the level its
 * handler enforces. A screen offers an action only to roles of that level, so no button ends in a 403.
 * False while nobody is known to be signed in.
 */
export function useMayCall(): (route: ApiRoute) => boolean {
  const { data: user } = useSession();
  return (route) => {
    if (!user || route.auth === 'visitor' || route.auth === 'api-key') return false;
    return route.auth === 'public' || mayAccess(user.role, route.auth);
  };
}
