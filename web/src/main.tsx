import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { preloadForLocation } from './app/preload';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { appSystem } from './app/theme';
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
const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * Starts in a new task. On a phone each of these steps is a long task that blocks input; run back to back
 * (evaluating the app's code, building the design system, creating the router, the first render) they
 * were one of ~700 ms at Lighthouse's 4x CPU slowdown.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => void appSystem())
  .then(nextTask)
  .then(createAppRouter)
  .then(async (router) => {
    await nextTask();
    if (frame) await preloaded;
    // A transition renders (and hydrates) in slices that yield to the browser between them, not as one
    // long task; an event on a part not yet hydrated is replayed once that part is.
    if (prerendered) startTransition(() => void hydrateRoot(root, app(router)));
    else startTransition(() => createRoot(root).render(app(router)));
  });
