import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { makeRow, makeStats, stubApi } from '../test-fixtures';
import { ConversationsPage } from './conversations-page';

/** Issue 32 item 7 in the Conversations monitor: each chat's rating, and this month's CSAT. */
afterEach(() => vi.unstubAllGlobals());

const me = (role: string) => ({ body: { user: { id: 'u1', role, email: 'o@x.test', firstName: 'A', lastName: 'B' } } });
const csat = (ratings: number, percent: number | null) => ({
  body: {
    month: '2026-11',
    minimumRatings: 5,
    scope: 'all',
    csat: { ratings, average: ratings ? 4.2 : null, percent },
    agents: [],
  },
});

describe('ratings in the Conversations monitor', { timeout: 20_000 }, () => {
  it("shows each chat's stars and the month's CSAT", async () => {
    stubApi((url) => {
      if (url.pathname === '/api/auth/me') return me('business_owner');
      if (url.pathname === '/api/conversations/stats') return { body: makeStats() };
      if (url.pathname === '/api/inbox/performance') return csat(6, 83);
      if (url.pathname === '/api/conversations')
        return {
          body: {
            conversations: [
              makeRow({ id: 'c1', sessionId: 'sess-rated', status: 'resolved', rating: 4 }),
              makeRow({ id: 'c2', sessionId: 'sess-unrated', status: 'resolved' }),
            ],
            nextCursor: null,
          },
        };
    });
    renderWithApp(<ConversationsPage />);
    await screen.findByText('sess-rated');
    const rated = within(screen.getByText('sess-rated').closest('tr') as HTMLElement);
    expect(rated.getByLabelText('Rated 4 of 5')).toBeInTheDocument();
    expect(
      within(screen.getByText('sess-unrated').closest('tr') as HTMLElement).getByLabelText('Not rated'),
    ).toBeInTheDocument();
    expect(await within(await screen.findByTestId('conversations-csat')).findByText('83%')).toBeInTheDocument();
  });

  it('says "Not enough ratings yet" below the minimum, and shows no CSAT to a trainer', async () => {
    stubApi((url) => {
      if (url.pathname === '/api/auth/me') return me('business_owner');
      if (url.pathname === '/api/conversations/stats') return { body: makeStats() };
      if (url.pathname === '/api/inbox/performance') return csat(2, null);
      if (url.pathname === '/api/conversations') return { body: { conversations: [], nextCursor: null } };
    });
    const first = renderWithApp(<ConversationsPage />);
    expect(
      await within(await screen.findByTestId('conversations-csat')).findByText('Not enough ratings yet'),
    ).toBeInTheDocument();
    first.unmount();

    const api = stubApi((url) => {
      if (url.pathname === '/api/auth/me') return me('ai_trainer');
      if (url.pathname === '/api/conversations/stats') return { body: makeStats() };
      if (url.pathname === '/api/conversations') return { body: { conversations: [], nextCursor: null } };
    });
    renderWithApp(<ConversationsPage />);
    await screen.findByText('No conversations found matching your criteria');
    expect(screen.queryByTestId('conversations-csat')).toBeNull();
    expect(api.urls.map((u) => u.pathname)).not.toContain('/api/inbox/performance');
  });
});
