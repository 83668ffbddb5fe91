import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A tabbed screen's selected tab, kept in the URL as `?tab=` so back, refresh and a shared link open it
 * again. A missing or unknown value is the first of `tabs` (so old links without the parameter still
 * work); selecting a tab adds a history entry and keeps the URL's other parameters.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  // A select may be called back after a request (billing's checkout): it reads the URL as it is then, so
  // it does not restore parameters dropped meanwhile (Stripe's session_id), and does nothing once the
  // screen is gone, as a state setter would.
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const asked = params.get('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0];
  const select = useCallback((next: T) => {
    if (!mounted.current) return;
    const updated = new URLSearchParams(latest.current.params);
    updated.set('tab', next);
    latest.current.setParams(updated);
  }, []);
  return [tab, select];
}
