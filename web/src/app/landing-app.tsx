import type { SystemContext } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { LandingPage } from '../features/landing/routes/landing-page';
import { queryClient as appQueryClient } from '../lib/query-client';
import { BaseProviders } from './base-providers';
import { landingSystem } from './landing-system';

/**
 * The landing page on its own (entry landing-main.tsx, and the build's prerender of index.html): no
 * router, no dashboard or admin code. Its links to other pages are plain links: leaving is a page load of
 * another prerendered page or of the SPA (app.html).
 */
export function LandingApp({
  system = landingSystem,
  queryClient = appQueryClient,
}: {
  system?: SystemContext;
  queryClient?: QueryClient;
}) {
  return (
    <BaseProviders system={system} queryClient={queryClient}>
      <LandingPage />
    </BaseProviders>
  );
}
