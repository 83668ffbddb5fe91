import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates prerendered HTML (and in the prerender itself), true from the render after:
 * React renders the server snapshot first, so hydration matches, then re-renders with the client's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
