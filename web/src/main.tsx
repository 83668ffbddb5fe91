import { startTransition } from 'react';
import { preloadForLocation } from './app/preload';
import { showStartupFailure } from './app/startup-failure';
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
 * Starts in a new task, and goes on one step per task. On a phone each step is a long task that blocks
 * input; run back to back they were one of ~700 ms at Lighthouse's 4x CPU slowdown. The code comes in
 * three parts, each evaluated in a task of its own (import() evaluates what a part adds once it is
 * fetched; web/build.ts has the pages request the parts' chunks beside the entry): React DOM, the design
 * system's code, then the app's (router, routes, providers, the shell's components). What this module
 * imports itself is only what starts the session and the screen's requests (app/preload.ts).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function failedToStart(error: unknown): void {
  console.error(error);
  showStartupFailure();
}

void nextTask()
  .then(() => import('react-dom/client'))
  .then(async (dom) => {
    await nextTask();
    const { appSystem } = await import('./app/theme');
    await nextTask();
    appSystem();
    await nextTask();
    const { appElement, createAppRouter } = await import('./app/start-app');
    await nextTask();
    const router = createAppRouter();
    await nextTask();
    if (frame) await preloaded;
    // A transition renders (and hydrates) in slices that yield to the browser between them, not as one
    // long task; an event on a part not yet hydrated is replayed once that part is.
    // An error no route's error page caught unmounts the whole app: the same notice, not a blank page.
    const options = { onUncaughtError: failedToStart };
    if (prerendered) startTransition(() => void dom.hydrateRoot(root, appElement(router), options));
    else startTransition(() => dom.createRoot(root, options).render(appElement(router)));
  })
  // a part that did not load (or threw while it was evaluated) leaves the page inert: say so, offer a reload
  .catch(failedToStart);
