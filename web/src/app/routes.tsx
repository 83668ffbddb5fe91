import type { RoleLevel } from '@shared/access';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AGENT_PORTAL_SCREEN, sidebarEntry, TEST_CHAT_SCREEN } from '../features/dashboard/sidebar-entries';
import { ADMIN_ROLES, TENANT_ROLES } from '../lib/api/session';
import { lazyNamed } from '../lib/lazy-named';
import { titled } from '../lib/route-title';
import { RequireLevel, RequireRole } from './guards';
import { RootLayout, RouteErrorPage } from './root-layout';
import { DASHBOARD_SCREENS, DashboardHomePage, DashboardShell } from './screen-chunks';

/**
 * THE route table of the web app (spec part 1 §2). Every screen is a lazy chunk. A direct visit to / is
 * served the prerendered landing page with its own small entry (landing-main.tsx); the landing chunk
 * here is for arriving at / from inside the app.
 */
const LandingPage = lazyNamed(() => import('../features/landing/routes/landing-page'), 'LandingPage');

const LoginPage = lazyNamed(() => import('../features/auth/routes/login-page'), 'LoginPage');
const SignupPage = lazyNamed(() => import('../features/auth/routes/signup-page'), 'SignupPage');
const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/routes/forgot-password-page'),
  'ForgotPasswordPage',
);
const InvitePage = lazyNamed(() => import('../features/auth/routes/invite-page'), 'InvitePage');
const AgentPortalPage = lazyNamed(() => import('../features/agent-portal/routes/agent-portal-page'), 'AgentPortalPage');
const HumanAgentsPage = lazyNamed(DASHBOARD_SCREENS['human-agents'], 'HumanAgentsPage');
const IntentsPage = lazyNamed(DASHBOARD_SCREENS.intents, 'IntentsPage');
/** The Training Center's Knowledge tab: its own chunk, loaded when the tab is opened. */
const KnowledgeTab = lazyNamed(() => import('../features/knowledge/routes/knowledge-tab'), 'KnowledgeTab');
const EmbedWidgetPage = lazyNamed(DASHBOARD_SCREENS.widget, 'EmbedWidgetPage');
const LeadCapturePage = lazyNamed(DASHBOARD_SCREENS['lead-capture'], 'LeadCapturePage');
const CcaiTestPage = lazyNamed(() => import('../features/ccai-test/routes/ccai-test-page'), 'CcaiTestPage');
const ConversationsPage = lazyNamed(DASHBOARD_SCREENS.conversations, 'ConversationsPage');
const AiWebpagesRoutes = lazyNamed(DASHBOARD_SCREENS['ai-webpage'], 'AiWebpagesRoutes');
const LeadsPage = lazyNamed(DASHBOARD_SCREENS.leads, 'LeadsPage');
const CrmAnalyticsPage = lazyNamed(DASHBOARD_SCREENS['crm-analytics'], 'CrmAnalyticsPage');
const PredictiveAnalyticsPage = lazyNamed(DASHBOARD_SCREENS['predictive-analytics'], 'PredictiveAnalyticsPage');
const BillingPage = lazyNamed(DASHBOARD_SCREENS.billing, 'BillingPage');
const SettingsPage = lazyNamed(DASHBOARD_SCREENS.settings, 'SettingsPage');
const AdminPage = lazyNamed(() => import('../features/admin/routes/admin-page'), 'AdminPage');
const UnsubscribePage = lazyNamed(() => import('../features/mail/routes/unsubscribe-page'), 'UnsubscribePage');
const NotFoundPage = lazyNamed(() => import('../features/not-found/routes/not-found-page'), 'NotFoundPage');
const PrivacyPage = lazyNamed(() => import('../features/legal/routes/privacy-page'), 'PrivacyPage');
const TermsPage = lazyNamed(() => import('../features/legal/routes/terms-page'), 'TermsPage');
const CookiesPage = lazyNamed(() => import('../features/legal/routes/cookies-page'), 'CookiesPage');

/**
 * A sidebar screen: titled with its sidebar label and guarded by the same level that decides whether
 * the sidebar shows it (features/dashboard/sidebar-entries.ts), so a typed URL is as closed as a hidden link.
 */
function screen(segment: string, element: ReactNode, path: string = segment): RouteObject {
  const entry = sidebarEntry(segment);
  if (!entry) throw new Error(`No sidebar entry for /dashboard/${segment}`);
  return guarded(entry.level, entry.label, { path, element, ...titled(entry.label) });
}

function guarded(level: RoleLevel, title: string, route: RouteObject): RouteObject {
  return { element: <RequireLevel level={level} title={title} />, children: [route] };
}

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardHomePage />, ...titled('Dashboard') },
  // DESIGN §8: the create wizard's "Back to Webpages" names /dashboard/webpage.
  { path: 'webpage', element: <Navigate to="/dashboard/ai-webpage" replace /> },
  screen('intents', <IntentsPage knowledge={<KnowledgeTab />} />),
  screen('ai-webpage', <AiWebpagesRoutes />, 'ai-webpage/*'),
  screen('leads', <LeadsPage />),
  screen('crm-analytics', <CrmAnalyticsPage />),
  screen('predictive-analytics', <PredictiveAnalyticsPage />),
  screen('conversations', <ConversationsPage />),
  screen('human-agents', <HumanAgentsPage />),
  screen('lead-capture', <LeadCapturePage />),
  screen('billing', <BillingPage />),
  screen('widget', <EmbedWidgetPage />),
  screen('settings', <SettingsPage />),
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage />, ...titled('Log in') },
      { path: '/signup', element: <SignupPage />, ...titled('Sign up') },
      { path: '/forgot-password', element: <ForgotPasswordPage />, ...titled('Reset your password') },
      // an invited human agent's mailed link (issue 31): public, the token is the credential
      { path: '/invite/:token', element: <InvitePage />, ...titled('Accept invitation') },
      { path: '/privacy', element: <PrivacyPage />, ...titled('Privacy Policy') },
      { path: '/terms', element: <TermsPage />, ...titled('Terms of Service') },
      { path: '/cookies', element: <CookiesPage />, ...titled('Cookie Policy') },
      { path: '/unsubscribe/:token', element: <UnsubscribePage />, ...titled('Unsubscribe') },
      // DESIGN §8: the spec's demo-mode target /customer is the dashboard.
      { path: '/customer/*', element: <Navigate to="/dashboard" replace /> },
      {
        element: <RequireRole roles={TENANT_ROLES} />,
        children: [
          { path: '/dashboard', element: <DashboardShell />, children: dashboardRoutes },
          {
            path: TEST_CHAT_SCREEN.to,
            element: <DashboardShell />,
            children: [
              guarded(TEST_CHAT_SCREEN.level, TEST_CHAT_SCREEN.label, {
                index: true,
                element: <CcaiTestPage />,
                ...titled(TEST_CHAT_SCREEN.label),
              }),
            ],
          },
          guarded(AGENT_PORTAL_SCREEN.level, AGENT_PORTAL_SCREEN.label, {
            path: AGENT_PORTAL_SCREEN.to,
            element: <AgentPortalPage />,
            ...titled(AGENT_PORTAL_SCREEN.label),
          }),
        ],
      },
      {
        element: <RequireRole roles={ADMIN_ROLES} />,
        children: [{ path: '/admin/:section?', element: <AdminPage />, ...titled('Admin Panel') }],
      },
      { path: '*', element: <NotFoundPage />, ...titled('Page not found') },
    ],
  },
];
