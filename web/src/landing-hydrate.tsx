import type { SystemContext } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app';

/**
 * Hydrates the prerendered landing page (web/build.ts) with its design system; landing-main.tsx loads
 * both after the first paint. It carries no router, no dashboard and no admin code — leaving the page is
 * a page load of another prerendered page or of the SPA (app.html).
 */
export function hydrateLanding(system: SystemContext): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <LandingApp system={system} />
    </StrictMode>
  );
  // Vite's dev server serves the template unrendered; a built index.html always has the page in it.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
