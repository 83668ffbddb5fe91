import { LEVEL_ROLES } from '@shared/access';
import { dashboard } from '@shared/api/routes/dashboard';
import { intents } from '@shared/api/routes/intents';
import type { Role } from '@shared/enums';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_ENTRIES, sidebarEntriesFor, sidebarEntry } from '../features/dashboard/sidebar-entries';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { appRoutes } from './routes';

/**
 * A signed-in `role` with a verified address (the dashboard's frame shows its screen once it knows) whose
 * other API calls answer empty, so only the guards and the sidebar decide.
 */
function signInAs(role: Role) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/me') {
        return Response.json({
          user: { id: 'u1', email: 'x@demo.parley.app', role, clientId: 'c1', firstName: 'X', lastName: 'Y' },
        });
      }
      if (url === '/api/auth/email') return Response.json({ email: 'x@demo.parley.app', verified: true });
      return Response.json({});
    }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('screens per role', () => {
  it('shows the human agent no Train Intents, the trainer no owner screens, the owner everything', () => {
    const labels = (role: Role) => sidebarEntriesFor(role).map((entry) => entry.label);
    expect(labels('human_agent')).not.toContain('Train Intents');
    expect(labels('human_agent')).toContain('Dashboard');
    expect(labels('ai_trainer')).toContain('Train Intents');
    expect(labels('ai_trainer')).not.toContain('Billing & Plan');
    expect(labels('business_owner')).toEqual(SIDEBAR_ENTRIES.map((entry) => entry.label));
  });

  it('uses the level each built screen’s API enforces, so the sidebar cannot drift from the server', () => {
    // the level in the route's contract is the one its handler enforces (functions/api-contract.test.ts)
    expect(intents.listIntents.auth).toBe(sidebarEntry('intents')?.level);
    expect(dashboard.getDashboard.auth).toBe(sidebarEntry('')?.level);
    expect(LEVEL_ROLES[sidebarEntry('intents')!.level]).not.toContain('human_agent');
  });

  it('a human agent who types /dashboard/intents is told the screen is closed to the role, and no API call is made', async () => {
    signInAs('human_agent');
    renderAt('/dashboard/intents');
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Train Intents' })).toBeInTheDocument();
    // The desktop sidebar: jsdom applies no media queries, so it is display:none here.
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard', hidden: true })[0];
    expect(within(nav).queryByRole('link', { name: 'Train Intents', hidden: true })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Leads', hidden: true })).toBeInTheDocument();
    const calls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(calls.some((url) => url.startsWith('/api/intents'))).toBe(false);
  });

  it('an AI trainer opens the same URL and gets the training center', async () => {
    signInAs('ai_trainer');
    renderAt('/dashboard/intents');
    const nav = (await screen.findAllByRole('navigation', { name: 'Dashboard', hidden: true }))[0];
    expect(within(nav).getByRole('link', { name: 'Train Intents', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('Not available to your role')).toBeNull();
  });

  it('each screen names the browser tab', async () => {
    signInAs('business_owner');
    const router = renderAt('/dashboard/leads');
    await waitFor(() => expect(document.title).toBe('Leads · Parley'));
    await router.navigate('/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard · Parley'));
  });
});
