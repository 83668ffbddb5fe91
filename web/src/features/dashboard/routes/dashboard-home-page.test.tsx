import type { DashboardResponse } from '@shared/schemas/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    // the list renders after the account cards (components/staged.tsx)
    expect(await screen.findByText('The 10 newest of 12 captured in the last 24 hours')).toBeInTheDocument();
  });
});

describe('dashboard home: the plan needs the owner', () => {
  const sub = (over: Record<string, unknown>) => ({
    subscription: {
      planId: 'plan-starter',
      planName: 'Starter',
      priceMonthly: 249_900,
      status: 'active',
      gateway: 'razorpay',
      trial: false,
      currentPeriodStart: null,
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      canReactivate: false,
      ended: false,
      ...over,
    },
    checkoutGateway: 'razorpay',
  });

  function serveAs(role: string, subscription: unknown) {
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input);
        paths.push(path);
        if (path === '/api/auth/me')
          return Response.json({ user: { id: 'u1', email: 'o@example.com', role, clientId: 'c1', name: 'O' } });
        if (path === '/api/billing/subscription') return Response.json(subscription);
        if (path === '/api/dashboard') return Response.json({ plan: 'Starter' });
        return Response.json({});
      }),
    );
    return paths;
  }

  it('tells the owner a payment failed, with a link to billing', async () => {
    serveAs('business_owner', sub({ status: 'past_due' }));
    renderWithApp(<DashboardHomePage />);
    expect(await screen.findByText('Your last payment failed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Billing & Plan' })).toHaveAttribute('href', '/dashboard/billing');
  });

  it('tells the owner the plan has ended', async () => {
    serveAs('business_owner', sub({ status: 'canceled', ended: true }));
    renderWithApp(<DashboardHomePage />);
    expect(
      await screen.findByText('Your plan has ended — chat is unavailable until you choose a plan.'),
    ).toBeInTheDocument();
  });

  it('says nothing while the plan is fine, and never asks billing for other roles', async () => {
    serveAs('business_owner', sub({}));
    const { unmount } = renderWithApp(<DashboardHomePage />);
    await screen.findByRole('region', { name: 'Recent Leads' });
    expect(screen.queryByText(/payment failed|plan has ended/)).not.toBeInTheDocument();
    unmount();

    const paths = serveAs('ai_trainer', sub({ status: 'past_due' }));
    renderWithApp(<DashboardHomePage />);
    await screen.findByRole('region', { name: 'Recent Leads' });
    await waitFor(() => expect(paths).toContain('/api/auth/me'));
    expect(paths).not.toContain('/api/billing/subscription');
    expect(screen.queryByText('Your last payment failed.')).not.toBeInTheDocument();
  });
});

describe('dashboard home: refused', () => {
  const SUSPENDED =
    'Your organisation’s account is suspended, so its dashboard and data are closed. Please contact support to restore it.';
  function refuse(body: unknown) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/dashboard' ? Response.json(body, { status: 403 }) : Response.json({}),
      ),
    );
  }

  it("shows a suspended organisation's owner the server's reason, not the role message", async () => {
    refuse({ error: { code: 'ACCOUNT_SUSPENDED', message: SUSPENDED } });
    renderWithApp(<DashboardHomePage />);
    expect(await screen.findByText(SUSPENDED)).toBeInTheDocument();
    expect(screen.queryByText("Your role can't see the account overview.")).not.toBeInTheDocument();
  });

  it('keeps its own words for a role the overview is closed to', async () => {
    refuse({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this action' } });
    renderWithApp(<DashboardHomePage />);
    expect(await screen.findByText("Your role can't see the account overview.")).toBeInTheDocument();
  });
});
