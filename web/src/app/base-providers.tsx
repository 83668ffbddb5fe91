import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterIdle, lazyNamed } from '../lib/lazy-named';

// The toast outlet (and its state machine) is not needed to paint: it loads once the page is idle;
// a toast raised before that waits in the store and shows when the outlet mounts.
const Toaster = lazyNamed(() => import('../components/toaster'), 'Toaster', { after: afterIdle });

/** The toast outlet, in the browser only: prerendered pages carry no empty toast region (nor its inline style). */
function ClientToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Design system, data cache and the toast outlet, around the SPA (AppProviders) or the landing page. */
export function BaseProviders({
  system,
  queryClient,
  children,
}: {
  system: SystemContext;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ClientToaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
