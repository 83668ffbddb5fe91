import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * The app as main.tsx renders it: the router and the providers around it, with the route table, the
 * guards and the shell's components below them. main.tsx imports this last, in a task of its own.
 */
export { createAppRouter };

export const appElement = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
