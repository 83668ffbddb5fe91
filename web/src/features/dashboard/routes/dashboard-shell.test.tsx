import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { renderWithApp } from '../../../test-utils';
import { DashboardShell } from './dashboard-shell';

afterEach(() => vi.unstubAllGlobals());

const ME = {
  user: {
    id: 'u1',
    email: 'riya@example.com',
    firstName: 'Riya',
    lastName: 'Shah',
    role: 'business_owner',
    clientId: 'c1',
  },
};

/** The API with GET /api/auth/email held until `answer` is called with its response. */
function serve() {
  let answer: (response: Response) => void = () => {};
  const email = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/auth/email') return email;
      if (path === '/api/auth/me') return Response.json(ME);
      return Response.json({});
    }),
  );
  return (response: Response) => answer(response);
}

const shellRoutes = (
  <Routes>
    <Route path="/dashboard" element={<DashboardShell />}>
      <Route path="leads" element={<p>The leads screen</p>} />
    </Route>
  </Routes>
);

const renderShell = () => renderWithApp(shellRoutes, { route: '/dashboard/leads' });

describe('DashboardShell', () => {
  it('shows the screen only once the banner is known, so the banner never pushes the screen down', async () => {
    const answer = serve();
    renderShell();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('The leads screen')).not.toBeInTheDocument();

    answer(Response.json({ email: 'riya@example.com', verified: false }));
    expect(await screen.findByText('The leads screen')).toBeInTheDocument();
    expect(screen.getByTestId('verify-email-banner')).toBeInTheDocument();
  });

  it('renders its screen in the build’s prerender (dashboard.html), where no banner answer can come', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const html = renderToString(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/dashboard/leads']}>{shellRoutes}</MemoryRouter>
      </AppProviders>,
    );
    expect(html).toContain('The leads screen');
    expect(html).not.toContain('Loading…');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the screen without the banner when the banner’s answer fails', async () => {
    const answer = serve();
    renderShell();
    answer(Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, { status: 500 }));
    expect(await screen.findByText('The leads screen', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('verify-email-banner')).not.toBeInTheDocument();
  });
});
