import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import { TEST_GATEWAY_NOTE } from '../billing-display';
import { stubApi, subscription, subscriptionReply } from '../test-fixtures';
import { BillingPage } from './billing-page';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
  delete window.Razorpay;
  for (const s of document.head.querySelectorAll('script')) s.remove();
});

const card = (name: string) => screen.findByRole('article', { name });

describe('Billing: Plans', { timeout: 20_000 }, () => {
  it('shows a card per plan: limit as description, ₹ price, Recommended on Professional, Contact Us for price 0', async () => {
    stubApi();
    renderWithApp(<BillingPage />);
    expect(screen.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
    const pro = await card('Professional');
    expect(within(pro).getByText('Recommended')).toBeInTheDocument();
    expect(within(pro).getByText('25,000 conversations per month')).toBeInTheDocument();
    expect(within(pro).getByText('₹19,999')).toBeInTheDocument();
    const starter = await card('Starter');
    expect(within(starter).queryByText('Recommended')).not.toBeInTheDocument();
    // at most three features (spec part 3 §9)
    expect(within(starter).getAllByRole('listitem')).toHaveLength(3);
    const enterprise = await card('Enterprise');
    expect(within(enterprise).getByText('Contact Us', { selector: 'span' })).toBeInTheDocument();
    // price 0 is a conversation with sales, never a checkout
    expect(within(enterprise).getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', '/#cta');
    expect(within(enterprise).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByText(TEST_GATEWAY_NOTE)).toBeInTheDocument();
  });

  it('marks the current plan and offers no second checkout for it', async () => {
    stubApi((c) =>
      c.path === '/api/billing/subscription' ? { body: subscriptionReply(subscription(), 'razorpay') } : undefined,
    );
    renderWithApp(<BillingPage />);
    const starter = await card('Starter');
    expect(await within(starter).findByText('Current plan', { selector: 'span' })).toBeInTheDocument();
    expect(within(starter).getByRole('button', { name: /current plan/ })).toBeDisabled();
    expect(within(await card('Professional')).getByRole('button', { name: 'Choose plan: Professional' })).toBeEnabled();
    // only the test gateway gets the note
    expect(screen.queryByText(TEST_GATEWAY_NOTE)).not.toBeInTheDocument();
  });

  it('says online payments are not available, and offers no checkout, while no gateway takes payments', async () => {
    stubApi((c) =>
      c.path === '/api/billing/subscription' ? { body: subscriptionReply(subscription(), null) } : undefined,
    );
    renderWithApp(<BillingPage />);
    expect(await screen.findByText('Online payments are not available yet')).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        within(await card('Professional')).getByRole('button', { name: 'Choose plan: Professional' }),
      ).toBeDisabled(),
    );
    expect(screen.queryByText(TEST_GATEWAY_NOTE)).not.toBeInTheDocument();
  });

  it('on the test gateway: posts the plan id only, says Subscription Created and shows Current Plan', async () => {
    let current = subscriptionReply(null);
    const calls = stubApi((c) => {
      if (c.path === '/api/billing/create-subscription') {
        current = subscriptionReply(
          subscription({ planId: 'plan-professional', planName: 'Professional', priceMonthly: 1_999_900 }),
        );
        return { body: { kind: 'activated', subscription: current.subscription } };
      }
      if (c.path === '/api/billing/subscription') return { body: current };
    });
    const user = userEvent.setup();
    renderWithApp(<BillingPage />);
    await user.click(within(await card('Professional')).getByRole('button', { name: 'Choose plan: Professional' }));
    expect(await screen.findByText('Subscription Created')).toBeInTheDocument();
    // the new plan's usage period starts the count again, and the owner is told from when
    expect(
      screen.getByText(
        "Your plan is active. Your usage starts again at 0 with the new plan's period starting 1 Nov 2026.",
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/billing/create-subscription',
      body: { planId: 'plan-professional' },
    });
    // the tab is in the URL now: the router commits the change in a transition, a moment after the toast
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Current Plan' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByRole('heading', { name: 'Professional', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Test gateway — no charge')).toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses, and the catalogue’s message when it gives none', async () => {
    let status = 400;
    stubApi((c) =>
      c.path === '/api/billing/create-subscription'
        ? { status, body: status === 400 ? { error: { code: 'VALIDATION', message: 'Contact sales' } } : {} }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<BillingPage />);
    const choose = within(await card('Starter')).getByRole('button', { name: 'Choose plan: Starter' });
    await user.click(choose);
    expect(await screen.findByText('Contact sales')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    status = 500;
    await user.click(choose);
    expect(await screen.findByText('Failed to create subscription. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
  });

  it('on Razorpay: loads Checkout once, opens it for the server’s subscription and posts the handler’s fields to verify-payment', async () => {
    const start = {
      kind: 'razorpay',
      scriptUrl: 'https://checkout.example.test/v1/checkout.js',
      keyId: 'rzp_test_key',
      subscriptionId: 'sub_123',
      planName: 'Starter',
      companyName: 'Iyer Interiors',
      email: 'leela@example.com',
    };
    const calls = stubApi((c) => {
      if (c.path === '/api/billing/create-subscription') return { body: start };
      if (c.path === '/api/billing/verify-payment')
        return { body: subscriptionReply(subscription({ gateway: 'razorpay' }), 'razorpay') };
    });
    const opened: Record<string, unknown>[] = [];
    let behaviour: 'pay' | 'dismiss' | 'fail' = 'dismiss';
    class FakeRazorpay {
      private failed: ((r: unknown) => void)[] = [];
      constructor(private options: Record<string, never>) {}
      on(event: string, callback: (r: unknown) => void) {
        if (event === 'payment.failed') this.failed.push(callback);
      }
      open() {
        opened.push(this.options);
        const o = this.options as unknown as {
          handler: (r: unknown) => void;
          modal: { ondismiss: () => void };
        };
        if (behaviour === 'pay')
          o.handler({ razorpay_payment_id: 'pay_1', razorpay_subscription_id: 'sub_123', razorpay_signature: 'sig' });
        else if (behaviour === 'fail') for (const f of this.failed) f({ error: { description: 'Card declined.' } });
        else o.modal.ondismiss();
      }
    }
    const user = userEvent.setup();
    renderWithApp(<BillingPage />);
    const choose = within(await card('Starter')).getByRole('button', { name: 'Choose plan: Starter' });
    await user.click(choose);
    // the script tag is added; Checkout runs when it has loaded
    const script = await waitFor(() => {
      const s = document.head.querySelector<HTMLScriptElement>(`script[src="${start.scriptUrl}"]`);
      expect(s).not.toBeNull();
      return s as HTMLScriptElement;
    });
    window.Razorpay = FakeRazorpay as unknown as typeof window.Razorpay;
    script.dispatchEvent(new Event('load'));
    expect(await screen.findByText('Checkout closed')).toBeInTheDocument();
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      subscription_id: 'sub_123',
      name: 'Parley',
      description: 'Starter',
      prefill: { name: 'Iyer Interiors', email: 'leela@example.com' },
    });
    expect(calls.some((c) => c.path === '/api/billing/verify-payment')).toBe(false);

    // a failed attempt says why and gives the buttons back (Checkout itself stays open for a retry)
    behaviour = 'fail';
    await user.click(choose);
    expect(await screen.findByText('Card declined. You can try again.')).toBeInTheDocument();
    await waitFor(() => expect(choose).toBeEnabled());

    behaviour = 'pay';
    await user.click(choose);
    expect(await screen.findByText('Subscription Created')).toBeInTheDocument();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/billing/verify-payment')?.body).toEqual({
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: 'sub_123',
      razorpay_signature: 'sig',
    });
    // the tab is in the URL now: the router commits the change in a transition, a moment after the toast
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Current Plan' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('back from Stripe Checkout: posts the session once, says so and shows Current Plan', async () => {
    let current = subscriptionReply(null, 'stripe');
    const calls = stubApi((c) => {
      if (c.path === '/api/billing/checkout-return') {
        current = subscriptionReply(subscription({ gateway: 'stripe' }), 'stripe');
        return { body: current };
      }
      if (c.path === '/api/billing/subscription') return { body: current };
    });
    renderWithApp(<BillingPage />, { route: '/dashboard/billing?checkout=success&session_id=cs_test_1' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Current Plan' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByText('Stripe')).toBeInTheDocument();
    expect(screen.getByText('Subscription Created')).toBeInTheDocument();
    const returns = calls.filter((c) => c.path === '/api/billing/checkout-return');
    expect(returns).toHaveLength(1);
    expect(returns[0].body).toEqual({ sessionId: 'cs_test_1' });
  });

  it('a cancelled Stripe Checkout only says that nothing was paid', async () => {
    const calls = stubApi();
    renderWithApp(<BillingPage />, { route: '/dashboard/billing?checkout=cancelled' });
    expect(await screen.findByText('Checkout cancelled')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
