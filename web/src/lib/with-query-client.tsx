import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { queryClient } from './query-client';

/**
 * The app's data cache around a part of the landing page. The landing page's own entry has no cache
 * (react-query stays out of what hydrates it, issue 16); its sections that fetch or send load it with
 * themselves. Inside the SPA (or a test, or the prerender) the cache already provided is used.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
