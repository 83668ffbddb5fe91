import type { GetPerformanceResponse } from '@shared/schemas/performance';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { TeamPerformance } from './team-performance';

const empty: GetPerformanceResponse = {
  month: '2026-11',
  minimumRatings: 5,
  scope: 'all',
  csat: { ratings: 0, average: null, percent: null },
  agents: [],
};

function serve(role: string, body: GetPerformanceResponse) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/auth/me')
      return Response.json({ user: { id: 'u1', role, email: 'o@x.test', firstName: 'Ravi', lastName: 'Kumar' } });
    if (url.pathname === '/api/inbox/performance') return Response.json(body);
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

describe('CSAT and agent performance on the dashboard home', () => {
  it('says "Not enough ratings yet" and "no data" honestly before there are figures', async () => {
    serve('business_owner', empty);
    renderWithApp(<TeamPerformance />);
    const card = within(await screen.findByTestId('csat-card'));
    expect(await card.findByText('Not enough ratings yet')).toBeInTheDocument();
    expect(card.getByText(/No ratings this month; shown from 5 ratings/)).toBeInTheDocument();
    expect(within(screen.getByTestId('agent-performance')).getByText(/No agent figures yet/)).toBeInTheDocument();
  });

  it("shows the month's CSAT from the minimum on, and each agent's figures", async () => {
    serve('business_owner', {
      ...empty,
      csat: { ratings: 5, average: 3.8, percent: 60 },
      agents: [
        {
          agentId: 'u2',
          name: 'Ravi Kumar',
          handled: 4,
          firstReplies: 4,
          medianFirstReplySeconds: 60,
          medianResolutionSeconds: 1800,
          csat: { ratings: 4, average: 4.3, percent: null },
        },
        {
          agentId: 'team',
          name: 'Team (unassigned)',
          handled: 1,
          firstReplies: 0,
          medianFirstReplySeconds: null,
          medianResolutionSeconds: 300,
          csat: { ratings: 0, average: null, percent: null },
        },
      ],
    });
    renderWithApp(<TeamPerformance />);
    expect(await within(await screen.findByTestId('csat-card')).findByText('60%')).toBeInTheDocument();
    expect(screen.getByText(/5 ratings · average 3.8 of 5/)).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Agent performance' }));
    const ravi = within(table.getByText('Ravi Kumar').closest('tr') as HTMLElement);
    expect(ravi.getByText('≤ 1 min')).toBeInTheDocument();
    expect(ravi.getByText('≤ 30 min')).toBeInTheDocument();
    expect(ravi.getByText('Not enough ratings yet (4)')).toBeInTheDocument();
    const team = within(table.getByText('Team (unassigned)').closest('tr') as HTMLElement);
    expect(team.getAllByText('No data yet')).toHaveLength(2);
  });

  it('is not shown, nor asked for, to a role that may not read it', async () => {
    const fetch = serve('ai_trainer', empty);
    const { container } = renderWithApp(<TeamPerformance />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
    expect(fetch.mock.calls.map(([u]) => String(u))).not.toContainEqual(
      expect.stringContaining('/api/inbox/performance'),
    );
  });
});
