import { preloadableNamed } from '../lib/lazy-named';

/*
 * The screens' code handles that app/preload.ts asks for at startup, apart from routes.tsx so that the
 * module main.tsx evaluates first (the preloads) does not pull in the router and the design system with it
 * (main.tsx evaluates those in tasks of their own).
 */

/**
 * The dashboard home's two chunks: app/preload.ts asks for them at startup on a visit to /dashboard, and
 * the build has the dashboard's frame request them (web/build.ts), finding them in Vite's manifest by
 * DASHBOARD_HOME_MODULES, their modules' paths from web/ (import() needs literal paths; routes.test.ts
 * checks the two spellings name the same modules).
 */
export const loadDashboardShell = () => import('../features/dashboard/routes/dashboard-shell');
export const loadDashboardHome = () => import('../features/dashboard/routes/dashboard-home-page');
export const DASHBOARD_HOME_MODULES = [
  'src/features/dashboard/routes/dashboard-shell.tsx',
  'src/features/dashboard/routes/dashboard-home-page.tsx',
] as const;
export const DashboardShell = preloadableNamed(loadDashboardShell, 'DashboardShell');
export const DashboardHomePage = preloadableNamed(loadDashboardHome, 'DashboardHomePage');
/**
 * The code of each sidebar screen of /dashboard but the home, by its path segment: the routes (routes.tsx) load
 * it when the screen renders, and app/preload.ts asks for it at startup on a visit to that screen (a reload
 * or a bookmark), beside the session, instead of after the session and the dashboard's frame.
 */
export const DASHBOARD_SCREENS = {
  'human-agents': () => import('../features/human-agents/routes/human-agents-page'),
  intents: () => import('../features/intents/routes/intents-page'),
  widget: () => import('../features/widget-settings/routes/embed-widget-page'),
  'lead-capture': () => import('../features/widget-settings/routes/lead-capture-page'),
  conversations: () => import('../features/conversations/routes/conversations-page'),
  'ai-webpage': () => import('../features/ai-webpages/routes/ai-webpages-routes'),
  leads: () => import('../features/leads/routes/leads-page'),
  'crm-analytics': () => import('../features/crm-analytics/routes/crm-analytics-page'),
  'predictive-analytics': () => import('../features/predictive-analytics/routes/predictive-analytics-page'),
  billing: () => import('../features/billing/routes/billing-page'),
  settings: () => import('../features/settings/routes/settings-page'),
} as const;
