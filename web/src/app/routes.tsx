import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { sidebarLabel } from '../features/dashboard/sidebar-entries';
import { LandingPage } from '../features/landing/routes/landing-page';
import { ADMIN_ROLES, TENANT_ROLES } from '../lib/api/session';
import { RequireRole } from './guards';
import { RootLayout, RouteErrorPage } from './root-layout';

/**
 * THE route table of the web app (spec part 1 §2). The landing page ships in the entry chunk so it
 * paints without a second round trip; every other screen is a lazy chunk, so visitors of / never
 * download auth, dashboard or admin code.
 */
function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LoginPage = lazyNamed(() => import('../features/auth/routes/login-page'), 'LoginPage');
const SignupPage = lazyNamed(() => import('../features/auth/routes/signup-page'), 'SignupPage');
const DashboardShell = lazyNamed(() => import('../features/dashboard/routes/dashboard-shell'), 'DashboardShell');
const DashboardHomePage = lazyNamed(
  () => import('../features/dashboard/routes/dashboard-home-page'),
  'DashboardHomePage',
);
const ComingSoonPage = lazy(async () => ({
  default: (await import('../features/dashboard/routes/coming-soon-page')).ComingSoonPage,
}));
const AgentPortalPage = lazyNamed(() => import('../features/dashboard/routes/agent-portal-page'), 'AgentPortalPage');
const IntentsPage = lazyNamed(() => import('../features/intents/routes/intents-page'), 'IntentsPage');
const AdminPage = lazyNamed(() => import('../features/admin/routes/admin-page'), 'AdminPage');
const NotFoundPage = lazyNamed(() => import('../features/not-found/routes/not-found-page'), 'NotFoundPage');

/** A sidebar screen whose feature is not built yet: an honest "coming soon" page inside the shell. */
function comingSoon(segment: string, path = segment): RouteObject {
  return { path, element: <ComingSoonPage title={sidebarLabel(segment)} /> };
}

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardHomePage /> },
  // DESIGN §8: the create wizard's "Back to Webpages" names /dashboard/webpage.
  { path: 'webpage', element: <Navigate to="/dashboard/ai-webpage" replace /> },
  // Replace a line with the feature's own route when it lands.
  { path: 'intents', element: <IntentsPage /> },
  comingSoon('ai-webpage', 'ai-webpage/*'),
  comingSoon('leads'),
  comingSoon('crm-analytics'),
  comingSoon('predictive-analytics'),
  comingSoon('conversations'),
  comingSoon('human-agents'),
  comingSoon('lead-capture'),
  comingSoon('billing'),
  comingSoon('widget'),
  comingSoon('settings'),
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      // DESIGN §8: the spec's demo-mode target /customer is the dashboard.
      { path: '/customer/*', element: <Navigate to="/dashboard" replace /> },
      {
        element: <RequireRole roles={TENANT_ROLES} />,
        children: [
          { path: '/dashboard', element: <DashboardShell />, children: dashboardRoutes },
          {
            path: '/ccai-test',
            element: <DashboardShell />,
            children: [{ index: true, element: <ComingSoonPage title="Test AI Chat" /> }],
          },
          { path: '/agent-portal', element: <AgentPortalPage /> },
        ],
      },
      {
        element: <RequireRole roles={ADMIN_ROLES} />,
        children: [{ path: '/admin/*', element: <AdminPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
