import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardResponse } from '../../../../../shared/schemas/dashboard';
import { renderWithApp } from '../../../test-utils';
import { DashboardHomePage } from './dashboard-home-page';

const leads = Array.from({ length: 10 }, (_, i) => ({
  id: `lead-${i}`,
  name: `Lead ${i}`,
  phone: '+91 90000 0000',
  intent: 'purchase',
  date: '2026-03-10T10:00:00.000Z',
}));

function serve(body: Partial<DashboardResponse>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/dashboard' ? Response.json(body) : Response.json({}),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('dashboard home', () => {
  it('shows the server’s count of recent leads, not the length of the 10 it lists', async () => {
    serve({ recentLeadsCount: 12, recentLeads: leads, plan: 'Starter' });
    renderWithApp(<DashboardHomePage />);
    const card = await screen.findByRole('region', { name: 'Recent Leads' });
    expect(within(card).getByText('12')).toBeInTheDocument();
    expect(screen.getByText('The 10 newest of 12 captured in the last 24 hours')).toBeInTheDocument();
  });
});
