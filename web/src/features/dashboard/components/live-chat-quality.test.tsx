import type { ConversationStats } from '@shared/schemas/conversations';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { DashboardHomePage } from '../routes/dashboard-home-page';
import { LiveChatQuality, NOT_ENOUGH_DATA } from './live-chat-quality';

function serve(metrics: Partial<ConversationStats['metrics']>, status = 200) {
  const body: ConversationStats = {
    counts: { total: 0, active: 0, escalated: 0, resolved: 0 },
    metrics: {
      period: '2026-03',
      ended: 0,
      endedWithoutHuman: 0,
      botResolutionRate: null,
      started: 0,
      escalated: 0,
      handoffRate: null,
      firstReplies: 0,
      medianFirstReplySeconds: null,
      ...metrics,
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/conversations/stats'
        ? Response.json(status === 200 ? body : {}, { status })
        : Response.json({}, { status: 404 }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('live chat quality on the dashboard home', () => {
  it('says "Not enough data yet" for every figure without data, never a number', async () => {
    serve({});
    renderWithApp(<LiveChatQuality />);
    expect(await screen.findByText('March 2026')).toBeInTheDocument();
    for (const name of ['Bot resolution rate', 'Handoff rate', 'Median time to first human reply']) {
      expect(card(name).getByText(NOT_ENOUGH_DATA)).toBeInTheDocument();
      expect(card(name).queryByText(/%|min|≤/)).toBeNull();
    }
    expect(
      card('Bot resolution rate').getByText(
        'Conversations that ended without any human message ÷ conversations that ended',
      ),
    ).toBeInTheDocument();
    expect(
      card('Handoff rate').getByText('Conversations escalated to a person ÷ conversations started'),
    ).toBeInTheDocument();
  });

  it('shows the server’s rates as percentages with their counts and the median as its bucket bound', async () => {
    serve({
      ended: 8,
      endedWithoutHuman: 6,
      botResolutionRate: 0.75,
      started: 3,
      escalated: 1,
      handoffRate: 1 / 3,
      firstReplies: 1,
      medianFirstReplySeconds: 120,
    });
    renderWithApp(<LiveChatQuality />);
    expect(await screen.findByText('75.0%')).toBeInTheDocument();
    expect(card('Bot resolution rate').getByText(/\(6 of 8\)/)).toBeInTheDocument();
    expect(card('Handoff rate').getByText('33.3%')).toBeInTheDocument();
    expect(card('Handoff rate').getByText(/\(1 of 3\)/)).toBeInTheDocument();
    expect(card('Median time to first human reply').getByText('≤ 2 min')).toBeInTheDocument();
    expect(card('Median time to first human reply').getByText(/\(1 reply\)/)).toBeInTheDocument();
    // one figure with data does not fill the others
    expect(screen.queryByText(NOT_ENOUGH_DATA)).toBeNull();
  });

  it('says the figures could not be loaded, and hides them from a role that may not read them', async () => {
    serve({}, 500);
    const { unmount } = renderWithApp(<LiveChatQuality />);
    expect(await screen.findByText("We couldn't load the live chat figures.")).toBeInTheDocument();
    expect(screen.queryByText(NOT_ENOUGH_DATA)).toBeNull();
    unmount();
    serve({}, 403);
    renderWithApp(<LiveChatQuality />);
    // the heading shows while the figures load, and goes once the server says 403
    expect(screen.getByText('Live chat quality (this month)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Live chat quality (this month)')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('dashboard home', () => {
  it('shows the live chat quality group beside the account cards', async () => {
    serve({ ended: 4, endedWithoutHuman: 1, botResolutionRate: 0.25 });
    const stats = vi.mocked(fetch).getMockImplementation();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/dashboard' ? Response.json({ plan: 'Starter' }) : stats?.(input),
      ),
    );
    renderWithApp(<DashboardHomePage />);
    expect(await screen.findByRole('region', { name: 'Current Plan' })).toBeInTheDocument();
    // the cards below the account cards render after them (components/staged.tsx)
    expect(await screen.findByRole('heading', { name: 'Live chat quality (this month)' })).toBeInTheDocument();
    expect(await screen.findByText('25.0%')).toBeInTheDocument();
  });
});
