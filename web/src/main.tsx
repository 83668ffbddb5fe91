import { StrictMode, startTransition } from 'react';
import { preloadForLocation } from './app/preload';
import { seedPlansFromPage } from './lib/api/plans';
import { prerenderedFor } from './lib/prerendered';
import { queryClient } from './lib/query-client';

/**
 * The SPA. app.html is an empty shell for most routes; /login, /signup and the not-found page are
 * prerendered at build (web/build.ts), and those are hydrated so their first paint needed no JavaScript.
 * /dashboard is the shell with the dashboard home's frame painted in it (data-frame): the app renders
 * over the frame once the session and the screen's code are in, so the frame gives way to the screen.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const prerendered = prerenderedFor(root, window.location);
// Hydration must render what the build did, from the same catalogue; a fresh render fetches its own.
if (prerendered) seedPlansFromPage(queryClient);
// A prerendered page paints without waiting on anything; the app shell starts its requests before rendering.
const preloaded = prerendered ? Promise.resolve() : preloadForLocation(window.location.pathname, queryClient);
const frame = root.hasAttribute('data-frame');

/**
 * Starts in a new task, and each step in one of its own. On a phone each of these steps is a long task
 * that blocks input; run back to back (evaluating the app's code, building the design system, creating
 * the router, the first render) they were one of ~700 ms at Lighthouse's 4x CPU slowdown. Evaluating
 * the app's code was still one (~20 ms of CPU, ~90 ms at 4x): the entry now holds only what starts the
 * requests above, and React DOM, the design system's code and the router each come in a dynamic import
 * evaluated in a task of its own (web/build.ts has the dashboard's frame ask for their chunks at once).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  await nextTask();
  const { AppProviders } = await import('./app/providers');
  await nextTask();
  (await import('./app/theme')).appSystem();
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { createAppRouter, RouterProvider } = await import('./app/router');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  if (frame) await preloaded;
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A transition renders (and hydrates) in slices that yield to the browser between them, not as one
  // long task; an event on a part not yet hydrated is replayed once that part is.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else startTransition(() => createRoot(root).render(app));
}

void start(root);
