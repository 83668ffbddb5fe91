import { preloadableNamed } from '../lib/lazy-named';

/**
 * The dashboard home's two chunks: app/preload.ts asks for them at startup on a visit to /dashboard, and
 * the build has the dashboard's frame request them (web/build.ts), finding them in Vite's manifest by
 * DASHBOARD_HOME_MODULES, their modules' paths from web/ (import() needs literal paths; routes.test.ts
 * checks the two spellings name the same modules). Apart from the route table (app/routes.tsx re-exports
 * them), so the app's entry, which starts these requests, does not carry the router and every screen's guard.
 */
export const loadDashboardShell = () => import('../features/dashboard/routes/dashboard-shell');
export const loadDashboardHome = () => import('../features/dashboard/routes/dashboard-home-page');
export const DASHBOARD_HOME_MODULES = [
  'src/features/dashboard/routes/dashboard-shell.tsx',
  'src/features/dashboard/routes/dashboard-home-page.tsx',
] as const;
export const DashboardShell = preloadableNamed(loadDashboardShell, 'DashboardShell');
export const DashboardHomePage = preloadableNamed(loadDashboardHome, 'DashboardHomePage');
