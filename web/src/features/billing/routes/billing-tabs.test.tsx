import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import type { BillingSubscription } from '../api/billing';
import { CANCEL_CONFIRM } from '../components/current-plan-tab';
import { stubApi, subscription, subscriptionReply, usage } from '../test-fixtures';
import { BillingPage } from './billing-page';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

/** Opens a tab the way a keyboard user does: focus the selected tab, arrow across, Enter. */
async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}

function serveSubscription(initial: BillingSubscription | null) {
  let current = subscriptionReply(initial);
  const calls = stubApi((c) => {
    if (c.path === '/api/billing/cancel-subscription') {
      current = subscriptionReply(subscription({ ...current.subscription, cancelAtPeriodEnd: true }));
      return { body: current };
    }
    if (c.path === '/api/billing/reactivate-subscription') {
      current = subscriptionReply(subscription({ ...current.subscription, cancelAtPeriodEnd: false }));
      return { body: current };
    }
    if (c.path === '/api/billing/subscription') return { body: current };
  });
  return calls;
}

describe('Billing tabs', { timeout: 20_000 }, () => {
  it('moves between the five tabs with the arrow keys', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithApp(<BillingPage />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Plans', 'Current Plan', 'Usage', 'Cost Insights', 'Invoices']);
    await user.click(screen.getByRole('tab', { name: 'Plans' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Current Plan' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Usage' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Usage' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('region', { name: 'Conversations' })).toBeInTheDocument();
  });
});

/** The in-memory router's URL, on screen so a test can read what a click put there. */
function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

describe('Billing tabs in the URL', { timeout: 20_000 }, () => {
  it('opens the tab ?tab= names, and an unknown one opens Plans', async () => {
    stubApi();
    const first = renderWithApp(<BillingPage />, { route: '/dashboard/billing?tab=invoices' });
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    first.unmount();
    renderWithApp(<BillingPage />, { route: '/dashboard/billing?tab=refunds' });
    expect(screen.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts the tab the owner opens in the URL', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithApp(
      <>
        <BillingPage />
        <Url />
      </>,
      { route: '/dashboard/billing' },
    );
    await openTab(user, 'Cost Insights');
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/dashboard\/billing\?tab=costs$/);
  });

  it('back from Stripe Checkout, the URL shows Current Plan and no longer the session', async () => {
    let current = subscriptionReply(null, 'stripe');
    stubApi((c) => {
      if (c.path === '/api/billing/checkout-return') {
        current = subscriptionReply(subscription({ gateway: 'stripe' }), 'stripe');
        return { body: current };
      }
      if (c.path === '/api/billing/subscription') return { body: current };
    });
    renderWithApp(
      <>
        <BillingPage />
        <Url />
      </>,
      { route: '/dashboard/billing?checkout=success&session_id=cs_test_1' },
    );
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/dashboard\/billing\?tab=current$/), {
      timeout: 8000,
    });
    expect(screen.getByRole('tab', { name: 'Current Plan' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Current Plan', { timeout: 20_000 }, () => {
  it('cancels only after the confirmation, then shows the end date and reactivates', async () => {
    const calls = serveSubscription(subscription({ priceMonthly: 249_900 }));
    const user = userEvent.setup();
    renderWithApp(<BillingPage />);
    await openTab(user, 'Current Plan');
    expect(await screen.findByRole('heading', { name: 'Starter', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('₹2,499 per month')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getByText('Test gateway — no charge')).toBeInTheDocument();
    // a plan change starts a new usage period: the owner is told the count restarts, and from when
    expect(screen.getByTestId('usage-period-note')).toHaveTextContent(
      "Conversations Used counts this plan's period: it started at 0 on 1 Nov 2026, and starts again at 0 when you change plan.",
    );

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(CANCEL_CONFIRM)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription Canceled')).toBeInTheDocument();
    expect(screen.getByText('Your subscription will end at the current billing period.')).toBeInTheDocument();
    expect(await screen.findByText('Your subscription ends on 1 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reactivate Subscription' }));
    expect(await screen.findByText('Subscription Reactivated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/billing/cancel-subscription',
      '/api/billing/reactivate-subscription',
    ]);
  });

  it('says when the gateway cannot undo a cancellation instead of offering Reactivate', async () => {
    serveSubscription(subscription({ gateway: 'razorpay', cancelAtPeriodEnd: true, canReactivate: false }));
    const user = userEvent.setup();
    renderWithApp(<BillingPage />);
    await openTab(user, 'Current Plan');
    expect(
      await screen.findByText(/Razorpay cannot undo a cancellation: choose a plan again after 1 Dec 2026/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate Subscription' })).not.toBeInTheDocument();
  });

  it('warns about a failed payment and an ended plan', async () => {
    serveSubscription(subscription({ status: 'past_due' }));
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<BillingPage />);
    await openTab(user, 'Current Plan');
    expect(await screen.findByText('Your last payment failed')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Past due');
    unmount();

    serveSubscription(subscription({ status: 'canceled', ended: true }));
    renderWithApp(<BillingPage />);
    await openTab(user, 'Current Plan');
    expect(
      await screen.findByText('Your plan has ended — chat is unavailable until you choose a plan'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Canceled');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('without a subscription, offers the Plans tab', async () => {
    serveSubscription(null);
    const user = userEvent.setup();
    renderWithApp(<BillingPage />);
    await openTab(user, 'Current Plan');
    expect(await screen.findByText('No Active Subscription')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Plans' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true'));
  });

  it('says so when the subscription cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi((c) =>
      c.path === '/api/billing/subscription'
        ? fail
          ? { status: 500, body: {} }
          : { body: subscriptionReply(subscription()) }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<BillingPage />);
    await openTab(user, 'Current Plan');
    expect(
      await screen.findByText("We couldn't load your subscription. Please try again.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Starter', level: 2 })).toBeInTheDocument();
  });
});

describe('Usage and Cost Insights', { timeout: 20_000 }, () => {
  it('caps the conversations bar at 100 % and says when response time has no data', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithApp(<BillingPage />);
    await openTab(user, 'Usage');
    const conversations = await screen.findByRole('region', { name: 'Conversations' });
    expect(conversations).toHaveTextContent('150 of 100 · 150%');
    expect(within(conversations).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(conversations).toHaveTextContent('1 Nov 2026 – 1 Dec 2026');
    const team = screen.getByRole('region', { name: 'Team members' });
    expect(Number(within(team).getByRole('progressbar').getAttribute('aria-valuenow'))).toBeCloseTo(33.33, 1);
    expect(screen.getByRole('region', { name: 'Median time to first human reply' })).toHaveTextContent(
      'Not enough data yet',
    );
  });

  it('shows only the tenant’s own figures, and says plainly where there is not enough data', async () => {
    let figures = usage();
    stubApi((c) => (c.path === '/api/billing/usage' ? { body: figures } : undefined));
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<BillingPage />);
    await openTab(user, 'Cost Insights');
    expect(await screen.findByRole('region', { name: 'Plan price' })).toHaveTextContent('₹2,499');
    for (const name of ['Cost per conversation', 'Handed to a person', 'Unused at this pace']) {
      expect(screen.getByRole('region', { name })).toHaveTextContent('Not enough data yet');
    }
    // none of the spec's static demo figures
    expect(document.body).not.toHaveTextContent(/3,920|industry/i);
    unmount();

    figures = usage({
      conversationsUsed: 50,
      costInsights: {
        planPrice: 249_900,
        costPerConversation: 4998,
        escalatedShare: 0.25,
        projectedUnusedValue: 125_000,
      },
    });
    renderWithApp(<BillingPage />);
    await openTab(user, 'Cost Insights');
    expect(await screen.findByRole('region', { name: 'Cost per conversation' })).toHaveTextContent('₹49.98');
    expect(screen.getByRole('region', { name: 'Handed to a person' })).toHaveTextContent('25%');
    expect(screen.getByRole('region', { name: 'Unused at this pace' })).toHaveTextContent('₹1,250');
  });
});

describe('Invoices', { timeout: 20_000 }, () => {
  const invoice = (id: string, over = {}) => ({
    id,
    created: '2026-11-01T10:00:00.000Z',
    amount: 249_900,
    currency: 'INR',
    status: 'test',
    gateway: 'test',
    planName: 'Starter',
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
    ...over,
  });

  it('lists invoices with number, date, amount, status, a Test marker and a download that opens a new tab; pages by cursor', async () => {
    const calls = stubApi((c) => {
      if (c.path !== '/api/billing/invoices') return;
      return c.search === '?cursor=page2'
        ? {
            body: {
              invoices: [invoice('inv_second_q2w3e4r5', { gateway: 'razorpay', status: 'open' })],
              nextCursor: null,
            },
          }
        : { body: { invoices: [invoice('inv_01jabcdef9xyz1234')], nextCursor: 'page2' } };
    });
    const user = userEvent.setup();
    renderWithApp(<BillingPage />);
    await openTab(user, 'Invoices');
    const row = (await screen.findByText('Invoice #9XYZ1234', { selector: 'p' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('1 Nov 2026');
    expect(row).toHaveTextContent('₹2,499');
    // the test gateway took no payment: its status says so, never 'paid'
    expect(within(row).getByText('Test — no charge')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/paid/i);
    const download = within(row).getByRole('link', { name: /^Download\s*Invoice #9XYZ1234$/ });
    expect(download).toHaveAttribute('href', '/api/billing/invoices/inv_01jabcdef9xyz1234/download');
    expect(download).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = (await screen.findByText('Invoice #Q2W3E4R5', { selector: 'p' })).closest('tr') as HTMLElement;
    expect(within(second).queryByText(/Test/)).not.toBeInTheDocument();
    expect(within(second).getByText('Open')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/billing/invoices').map((c) => c.search)).toEqual(['', '?cursor=page2']);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithApp(<BillingPage />);
    await openTab(user, 'Invoices');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });
});
