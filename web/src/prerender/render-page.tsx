import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { PublicPlan } from '@shared/schemas/plan';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router-dom';
import { BaseProviders } from '../app/base-providers';
import { LandingApp } from '../app/landing-app';
import { landingSystem } from '../app/landing-system';
import { markSystemGlobal, systemGlobalName } from '../app/prerendered-global';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/routes';
import { DASHBOARD_HOME_MODULES, loadDashboardHome, loadDashboardShell } from '../app/screen-chunks';
import { appSystem } from '../app/theme';
import { plansQuery } from '../lib/api/plans';
import { createQueryClient } from '../lib/query-client';
import { documentTitle, routeTitle } from '../lib/route-title';

/**
 * The build's prerender (web/build.ts runs this module, bundled by Vite for Node): the same components
 * the browser hydrates, rendered to HTML, with the CSS they use extracted from emotion so the page
 * paints styled before any script runs.
 */
export interface RenderedPage {
  /** The markup that goes inside #root. */
  body: string;
  /** <style data-emotion> tags: Chakra's global styles and the classes the markup uses. */
  styles: string;
  /** The document title the SPA would set for this page. */
  title: string;
}

function seededQueryClient(plans: readonly PublicPlan[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(plansQuery.queryKey, [...plans]);
  return queryClient;
}

/**
 * Emotion's style elements marked as already in the head (`data-s`). Without the mark, creating emotion's
 * cache in the browser first moves every server-rendered style element to the end of <head> (for pages that
 * render them inside <body>, in the way of hydration), inside the task that evaluates the app's code; the
 * build puts them in <head> (web/build.ts) already. Emotion still moves each once more as it takes it over
 * (its sheets' hydrate: the classes to the end of <head>, the globals before them), so this saves one of the
 * two moves, not both.
 */
const inHeadAlready = (tags: string) => tags.replace(/<style data-emotion="/g, '<style data-s="" data-emotion="');

/**
 * Renders with every lazy part resolved (prerenderToNodeStream waits for Suspense) and extracts its CSS, the
 * design system's global styles marked for the browser's createParleySystem (app/prerendered-global.ts).
 */
async function renderWithStyles(element: ReactNode, system: SystemContext): Promise<Omit<RenderedPage, 'title'>> {
  const cache = createCache({ key: 'css' });
  // compat: emotion keeps the styles in its cache instead of writing <style> tags into the markup.
  cache.compat = true;
  // No progressive chunks: React would otherwise move large Suspense contents to the end of the document
  // and put them in place with inline scripts (no paint without JavaScript, and a CSP violation).
  const { prelude } = await prerenderToNodeStream(<CacheProvider value={cache}>{element}</CacheProvider>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  const body = Buffer.concat(chunks).toString('utf8');
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const critical = extractCriticalToChunks(body);
  // Lazy parts resolve in no fixed order, and emotion lists classes in insertion order; sorted, the same
  // sources give the same page byte for byte (stable CSP hashes, a meaningful comparison of two renders).
  // Each element carries one emotion class, so the order of whole class rules does not change the cascade.
  const styles = critical.styles.map((chunk) => {
    if (chunk.key !== cache.key) return chunk;
    const ids = [...chunk.ids].sort();
    return { ...chunk, ids, css: ids.map((id) => String(cache.inserted[id] ?? '')).join('') };
  });
  const tags = markSystemGlobal(constructStyleTagsFromChunks({ ...critical, styles }), systemGlobalName(system));
  return { body, styles: inHeadAlready(tags) };
}

/** The landing page (index.html), by default under its own trimmed design system. */
export async function renderLanding(plans: readonly PublicPlan[], system?: SystemContext): Promise<RenderedPage> {
  const pageSystem = system ?? landingSystem();
  const rendered = await renderWithStyles(
    <QueryClientProvider client={seededQueryClient(plans)}>
      <LandingApp system={pageSystem} />
    </QueryClientProvider>,
    pageSystem,
  );
  return { ...rendered, title: documentTitle(undefined) };
}

/** Renders the landing page under the app's full design system: web/build.ts checks it is identical. */
export const renderLandingWithAppSystem = (plans: readonly PublicPlan[]) => renderLanding(plans, appSystem());

/** A route of the SPA (login, sign-up, not found) as the browser router would render it at `path`. */
export async function renderRoute(
  path: string,
  plans: readonly PublicPlan[],
  routes: RouteObject[] = appRoutes,
): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = await renderWithStyles(
    <AppProviders queryClient={seededQueryClient(plans)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    appSystem(),
  );
  return { ...rendered, title: documentTitle(routeTitle(context.matches.map((match) => match.route))) };
}

/**
 * The app's global styles alone (emotion's `<style>` elements of its Globals: cascade layers, then preflight,
 * global CSS and the tokens' CSS variables), for the SPA shell (app.html): a screen it renders reuses them
 * instead of computing and inserting them at startup.
 */
export async function renderShellStyles(): Promise<string> {
  const { body, styles } = await renderWithStyles(
    <BaseProviders system={appSystem()}>{null}</BaseProviders>,
    appSystem(),
  );
  if (body !== '') throw new Error(`The SPA shell's styles rendered markup: ${body.slice(0, 80)}`);
  return styles;
}

/**
 * The dashboard home's frame (dashboard.html): the shell and the home screen as they look before the
 * session and the overview have arrived (top bar, title and purpose line, "Loading dashboard..."), so a
 * phone paints the page's layout and its largest text before any script runs. It is not hydrated: the
 * signed-in app renders the real screen over it once the session and the screen's code are in
 * (web/src/main.tsx). The sidebar's entries depend on the role, so the frame's sidebar lists none.
 */
export async function renderDashboardFrame(
  plans: readonly PublicPlan[],
): Promise<RenderedPage & { routeModules: readonly string[] }> {
  // imported as the app does (routes.tsx), so the client build keeps them in their route chunks
  const [{ DashboardShell }, { DashboardHomePage }] = await Promise.all([loadDashboardShell(), loadDashboardHome()]);
  const frame: RouteObject[] = [
    { path: '/dashboard', element: <DashboardShell />, children: [{ index: true, element: <DashboardHomePage /> }] },
  ];
  return {
    ...(await renderRoute('/dashboard', plans, frame)),
    title: documentTitle('Dashboard'),
    // the app's code requests these chunks right after the frame's paint (web/build.ts)
    routeModules: DASHBOARD_HOME_MODULES,
  };
}
