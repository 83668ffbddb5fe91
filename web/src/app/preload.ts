import type { SessionUser } from '@shared/schemas/identity';
import type { QueryClient } from '@tanstack/react-query';
import { preloadDashboardHome } from '../features/dashboard/api/preload-home';
import { emailStatusQuery } from '../lib/api/email-verification';
import { sessionQuery, TENANT_ROLES } from '../lib/api/session';
import { DASHBOARD_SCREENS, DashboardHomePage, DashboardShell } from './screen-chunks';

/** /dashboard, as React Router matches it (any case, trailing slashes). */
const DASHBOARD_HOME = /^\/dashboard\/*$/i;
/** The signed-in areas (routes.tsx: under RequireRole), whose guard reads the session before anything else. */
const SIGNED_IN_AREA = /^\/(dashboard|ccai-test|agent-portal|admin|customer)(\/|$)/i;
/** Another screen of the dashboard (/dashboard/leads, /dashboard/ai-webpage/new): its first segment. */
const DASHBOARD_SCREEN = /^\/dashboard\/([^/]+)/i;

/**
 * What a fresh load of the app shell can ask for before React first renders, so the requests run side by
 * side instead of one after another (the session check, then the screen's code, then its data: on a
 * phone on a slow network each level was a round trip). Every page asks for the session at once (the
 * route guards read it); /dashboard also asks for its two chunks and, once the session names a tenant
 * role, for the home screen's data. Another screen of the dashboard asks for its code and the frame's, and
 * for the frame's "Verify your email" banner, without holding up the first render (app.html has no frame
 * to keep on screen). What is asked for is what the screen would ask for itself, earlier.
 *
 * Resolves (never rejects) once what was asked for has settled: the dashboard's frame (dashboard.html)
 * stays on screen until then, so the app's first render shows the screen, not a spinner over the frame,
 * and renders it once, with its data.
 */
export function preloadForLocation(pathname: string, queryClient: QueryClient): Promise<void> {
  if (!SIGNED_IN_AREA.test(pathname)) return Promise.resolve();
  // a failure stays in the cache for the guard to show
  const session = queryClient.fetchQuery(sessionQuery);
  if (!DASHBOARD_HOME.test(pathname)) {
    preloadScreen(pathname, session, queryClient);
    return session.then(settled, settled);
  }
  const chunks = [DashboardShell.preload(), DashboardHomePage.preload()];
  const data = session.then(
    (user) =>
      user && TENANT_ROLES.includes(user.role)
        ? Promise.race([preloadDashboardHome(queryClient, user.role), wait(HOME_DATA_WAIT_MS)])
        : undefined,
    settled,
  );
  // a failed chunk is the route's error page's to show
  return Promise.allSettled([data, ...chunks]).then(settled);
}

/**
 * A dashboard screen's code and its frame's, asked for beside the session (each was a round trip after the
 * one before: the app's code, then the frame's, then the screen's), and the frame's banner once the
 * session names a tenant role: arriving after the screen had painted, the banner pushed it down (CLS 0.21
 * on /dashboard/leads on a phone, as on the home before preload-home.ts asked for it). The first render
 * waits for none of these: the routes find the chunks under way or done (a failed one is the route's error
 * page's to show when the route asks again), and the frame holds its screen until the banner's answer is
 * in (dashboard-shell.tsx), which this starts a round trip earlier.
 */
function preloadScreen(pathname: string, session: Promise<SessionUser | null>, queryClient: QueryClient): void {
  const segment = DASHBOARD_SCREEN.exec(pathname)?.[1]?.toLowerCase() ?? '';
  if (!Object.hasOwn(DASHBOARD_SCREENS, segment)) return;
  DashboardShell.preload().catch(settled);
  DASHBOARD_SCREENS[segment as keyof typeof DASHBOARD_SCREENS]().catch(settled);
  session.then((user) => {
    if (user && TENANT_ROLES.includes(user.role)) void queryClient.prefetchQuery(emailStatusQuery);
  }, settled);
}

/**
 * How long the dashboard's frame waits for the home screen's data after the session (a slow answer shows
 * the screen with that card loading). With the data in, the app renders the screen once instead of once
 * per answer: on a phone each of those renders and re-layouts blocked the main thread.
 */
const HOME_DATA_WAIT_MS = 3000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const settled = () => {};
