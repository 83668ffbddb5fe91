import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a named export (the app's modules export components by name, never by default). */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy itself accepts
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  opts: { after?: () => Promise<void> } = {},
): LazyExoticComponent<M[K]> {
  return lazy(async () => {
    if (opts.after) await opts.after();
    return { default: (await load())[name] };
  });
}

/**
 * Resolves once the browser is idle (at the latest after `timeoutMs`), and at once outside a browser,
 * so the build's prerender renders everything. Used for below-the-fold parts of the landing page: their
 * code loads and their server HTML hydrates after first paint, off the critical path.
 */
export function afterIdle(timeoutMs = 2500): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 200);
  });
}
