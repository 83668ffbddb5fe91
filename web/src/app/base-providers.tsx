import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { KeepOnError } from '../components/keep-on-error';
import { afterIdle, lazyNamed } from '../lib/lazy-named';
import { useHydrated } from '../lib/use-hydrated';

// The toast outlet (and its state machine) is not needed to paint: it loads after the first render (in
// the app, where a screen may raise a toast at once) or when the browser is idle (on the landing page,
// where only a form sent below the fold does). A toast raised before it mounts waits in the store.
const Toaster = lazyNamed(() => import('../components/toaster'), 'Toaster');
const IdleToaster = lazyNamed(() => import('../components/toaster'), 'Toaster', { after: afterIdle });

/** The toast outlet, in the browser only: prerendered pages carry no empty toast region (nor its inline style). */
function ClientToaster({ onIdle }: { onIdle: boolean }) {
  if (!useHydrated()) return null;
  return (
    <KeepOnError>
      <Suspense fallback={null}>{onIdle ? <IdleToaster /> : <Toaster />}</Suspense>
    </KeepOnError>
  );
}

/** Design system and the toast outlet, around the SPA (AppProviders adds the data cache) or the landing page. */
export function BaseProviders({
  system,
  toastsOnIdle = false,
  children,
}: {
  system: SystemContext;
  toastsOnIdle?: boolean;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      {children}
      <ClientToaster onIdle={toastsOnIdle} />
    </ChakraProvider>
  );
}
