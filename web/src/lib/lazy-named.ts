import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  useState,
} from 'react';

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
 * lazyNamed for a screen whose code may be asked for before it renders (app/preload.ts): `preload()`
 * loads it, and an instance first rendered after that renders it directly instead of suspending for a
 * moment (which showed the route's spinner over the dashboard's prerendered frame). Each instance keeps
 * the way it started, so a later render never swaps the component and remounts what is below it.
 */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy itself accepts
export function preloadableNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  let loaded: M[K] | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module[name];
      return module;
    });
    // a failed load is asked for again (by the route, whose error page offers a reload)
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: (await preload())[name] }));
  function Preloadable(props: ComponentProps<M[K]>) {
    const [direct] = useState(() => loaded);
    return createElement(direct ?? Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
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
