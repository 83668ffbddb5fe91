import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { appRoutes } from '../../../app/routes';
import { createQueryClient } from '../../../lib/query-client';

/** The platform admin signed in; the sections' own API calls stay pending (loading): only the URL matters here. */
function signInAsAdmin() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/api/auth/me') {
        return Response.json({
          user: {
            id: 'a1',
            email: 'admin@parley.test',
            role: 'admin',
            clientId: null,
            firstName: 'Ada',
            lastName: 'Min',
          },
        });
      }
      return new Promise<Response>(() => {});
    }),
  );
}

/** The app's own route table in memory, at `path`. */
function renderAt(path: string) {
  signInAsAdmin();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// the first render loads the admin chunk and the session: more than findBy's default second on a busy machine
const sectionHeading = () => screen.findByRole('heading', { level: 2 }, { timeout: 10_000 });
const adminNav = () => screen.getAllByRole('navigation', { name: 'Admin', hidden: true })[0];

afterEach(() => vi.unstubAllGlobals());

describe('admin sections in the URL', { timeout: 20_000 }, () => {
  it('/admin is the dashboard, where an admin lands', async () => {
    renderAt('/admin');
    expect(await sectionHeading()).toHaveTextContent('Dashboard');
  });

  it('/admin/:section opens that section', async () => {
    renderAt('/admin/plans');
    expect(await sectionHeading()).toHaveTextContent('Manage Plans');
    expect(within(adminNav()).getByRole('button', { name: /Manage Plans/, hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opening a section puts it in the URL, and back returns to the one before', async () => {
    const router = renderAt('/admin/plans');
    await sectionHeading();
    const user = userEvent.setup();
    await user.click(within(adminNav()).getByRole('button', { name: /Enquiries/, hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/enquiries'));
    expect(await sectionHeading()).toHaveTextContent('Enquiries');

    await user.click(within(adminNav()).getByRole('button', { name: /Dashboard/, hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Enquiries'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Manage Plans'));
  });

  it('an unknown section is sent to the dashboard', async () => {
    const router = renderAt('/admin/nowhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await sectionHeading()).toHaveTextContent('Dashboard');
  });
});
