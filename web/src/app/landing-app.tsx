import type { SystemContext } from '@chakra-ui/react';
import { LandingPage } from '../features/landing/routes/landing-page';
import { BaseProviders } from './base-providers';

/**
 * The landing page on its own (landing-hydrate.tsx, and the build's prerender of index.html): no router,
 * no data cache (its sections that fetch bring it, on idle), no dashboard or admin code. Its links to
 * other pages are plain links: leaving is a page load of another prerendered page or of the SPA.
 */
export function LandingApp({ system }: { system: SystemContext }) {
  return (
    <BaseProviders system={system} toastsOnIdle>
      <LandingPage />
    </BaseProviders>
  );
}
