import type { QueryClient } from '@tanstack/react-query';
import { preloadDashboardHome } from '../features/dashboard/api/preload-home';
import { sessionQuery, TENANT_ROLES } from '../lib/api/session';
import { loadDashboardHome, loadDashboardShell } from './routes';

/** /dashboard, as React Router matches it (any case, trailing slashes). */
const DASHBOARD_HOME = /^\/dashboard\/*$/i;
/** The signed-in areas (routes.tsx: under RequireRole), whose guard reads the session before anything else. */
const SIGNED_IN_AREA = /^\/(dashboard|ccai-test|agent-portal|admin|customer)(\/|$)/i;

/**
 * What a fresh load of the app shell can ask for before React first renders, so the requests run side by
 * side instead of one after another (the session check, then the screen's code, then its data: on a
 * phone on a slow network each level was a round trip). Every page asks for the session at once (the
 * route guards read it); /dashboard also asks for its two chunks and, once the session names a tenant
 * role, for the home screen's data. What is asked for is what the screen would ask for itself, earlier.
 */
export function preloadForLocation(pathname: string, queryClient: QueryClient): void {
  if (!SIGNED_IN_AREA.test(pathname)) return;
  // a failure stays in the cache for the guard to show
  const session = queryClient.fetchQuery(sessionQuery);
  if (!DASHBOARD_HOME.test(pathname)) {
    session.catch(() => {});
    return;
  }
  void loadDashboardShell().catch(() => {}); // a failed chunk is the route's error page's to show
  void loadDashboardHome().catch(() => {});
  session.then(
    (user) => {
      if (user && TENANT_ROLES.includes(user.role)) preloadDashboardHome(queryClient, user.role);
    },
    () => {},
  );
}
