import { Stripe } from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithDeadline } from '../../base/deadline';
import { resetConfigCache } from '../../base/env';
import { type FakeProviders, signStripeWebhook, startFakeProviders } from '../../test-support/fake-providers';
import { WebhookSignatureError } from './gateway-types';
import {
  STRIPE_SUBSCRIPTION_STATUS,
  stripeCancelNow,
  stripeCheckoutSubscription,
  stripeCreateCheckout,
  stripeFetchSubscription,
  stripeSetCancelAtPeriodEnd,
  verifyStripeWebhook,
} from './stripe';

/** The Stripe adapter on the real stripe SDK, against the local fake (fake-billing.ts). */
let fake: FakeProviders;
let keys: { secretKey: string };
const plan = { id: 'professional', name: 'Professional', priceMonthly: 249900 };
const customer = { clientId: 'client-stripe-1', email: 'owner@example.com', companyName: 'Acme' };
const checkout = {
  plan,
  customer,
  successUrl: 'https://app.example.com/dashboard/billing?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://app.example.com/dashboard/billing',
};

beforeAll(async () => {
  fake = await startFakeProviders();
  Object.assign(process.env, fake.env);
  resetConfigCache();
  keys = { secretKey: fake.keys.stripe };
});
afterAll(async () => {
  for (const k of Object.keys(fake.env)) delete process.env[k];
  resetConfigCache();
  await fake.close();
});

async function activeSubscription() {
  const { sessionId } = await stripeCreateCheckout(keys, checkout);
  return fake.billing.stripe.completeCheckout(sessionId);
}

describe('stripe adapter', () => {
  it('creates a subscription-mode Checkout Session with an inline INR monthly price in paise', async () => {
    const { sessionId, url } = await stripeCreateCheckout(keys, checkout);
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toContain(sessionId);
    expect(fake.billing.stripe.session(sessionId)).toMatchObject({
      mode: 'subscription',
      status: 'open',
      line_items: [
        {
          price_data: {
            currency: 'inr',
            unit_amount: '249900',
            recurring: { interval: 'month' },
            product_data: { name: 'Professional' },
          },
          quantity: '1',
        },
      ],
      client_reference_id: 'client-stripe-1',
      customer_email: 'owner@example.com',
      subscription_data: { metadata: { clientId: 'client-stripe-1', planId: 'professional' } },
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
    });
  });

  it('refuses a success URL without {CHECKOUT_SESSION_ID} before calling Stripe', async () => {
    const before = fake.requests.length;
    await expect(stripeCreateCheckout(keys, { ...checkout, successUrl: 'https://app.example.com/ok' })).rejects.toThrow(
      /CHECKOUT_SESSION_ID/,
    );
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a wrong key with an error naming Stripe, the step and its message, never the key', async () => {
    const wrong = { secretKey: 'sk_test_wrong0123456789abcdef' };
    const err = await stripeCreateCheckout(wrong, checkout).catch((e: Error) => e);
    expect((err as Error).message).toMatch(
      /^Stripe: creating the checkout for Professional failed \(HTTP 401: Invalid API Key provided: \[redacted\]\)$/,
    );
    expect((err as Error).message).not.toContain(wrong.secretKey);
    await expect(stripeFetchSubscription(wrong, 'sub_x')).rejects.toThrow(
      /^Stripe: reading subscription sub_x failed \(HTTP 401/,
    );
  });

  it('reports no subscription until the checkout is complete, then the one it made', async () => {
    const { sessionId } = await stripeCreateCheckout(keys, checkout);
    expect(await stripeCheckoutSubscription(keys, sessionId)).toEqual({ subscriptionId: null, complete: false });
    const subId = fake.billing.stripe.completeCheckout(sessionId);
    expect(await stripeCheckoutSubscription(keys, sessionId)).toEqual({ subscriptionId: subId, complete: true });
    await expect(stripeCheckoutSubscription(keys, 'cs_test_missing')).rejects.toThrow(
      /HTTP 404: No such checkout.session: 'cs_test_missing'/,
    );
  });

  it("the fake hosted checkout page completes the session and returns to the success URL with the session's id", async () => {
    const { sessionId, url } = await stripeCreateCheckout(keys, checkout);
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId));
    const { subscriptionId, complete } = await stripeCheckoutSubscription(keys, sessionId);
    expect(complete).toBe(true);
    expect((await stripeFetchSubscription(keys, subscriptionId as string)).status).toBe('active');
  });

  it("reads the period from the subscription's item and the paid invoice's amount in paise", async () => {
    const id = await activeSubscription();
    const item = fake.billing.stripe.get(id)?.items.data[0];
    const remote = await stripeFetchSubscription(keys, id);
    expect(remote).toMatchObject({
      id,
      status: 'active',
      currentPeriodStart: new Date((item?.current_period_start as number) * 1000).toISOString(),
      currentPeriodEnd: new Date((item?.current_period_end as number) * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect(remote.invoices).toHaveLength(1);
    expect(remote.invoices[0]).toMatchObject({
      amount: 249900,
      status: 'paid',
      periodStart: remote.currentPeriodStart,
      periodEnd: remote.currentPeriodEnd,
    });
  });

  it('takes amount_due for an unpaid invoice (amount_paid is 0) and lists invoices newest first', async () => {
    const id = await activeSubscription();
    fake.billing.stripe.setStatus(id, 'past_due', { invoice: 'open' });
    const remote = await stripeFetchSubscription(keys, id);
    expect(remote.status).toBe('past_due');
    expect(remote.invoices.map((i) => [i.status, i.amount])).toEqual([
      ['open', 249900],
      ['paid', 249900],
    ]);
  });

  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['canceled', 'canceled'],
    ['incomplete_expired', 'canceled'],
    ['incomplete', 'incomplete'],
  ] as const)('maps the Stripe status %s to %s', async (stripeStatus, parley) => {
    const id = await activeSubscription();
    fake.billing.stripe.setStatus(id, stripeStatus);
    expect((await stripeFetchSubscription(keys, id)).status).toBe(parley);
    expect(STRIPE_SUBSCRIPTION_STATUS[stripeStatus]).toBe(parley);
  });

  it('maps void and uncollectible invoices', async () => {
    const id = await activeSubscription();
    fake.billing.stripe.setStatus(id, 'active', { invoice: 'void' });
    fake.billing.stripe.setStatus(id, 'past_due', { invoice: 'uncollectible' });
    const statuses = (await stripeFetchSubscription(keys, id)).invoices.map((i) => i.status);
    expect(statuses).toEqual(['uncollectible', 'void', 'paid']);
  });

  it('schedules the cancellation at the period end and takes it back', async () => {
    const id = await activeSubscription();
    await stripeSetCancelAtPeriodEnd(keys, id, true);
    expect((await stripeFetchSubscription(keys, id)).cancelAtPeriodEnd).toBe(true);
    await stripeSetCancelAtPeriodEnd(keys, id, false);
    expect((await stripeFetchSubscription(keys, id)).cancelAtPeriodEnd).toBe(false);
  });

  it('cancels at once; cancelling an ended one is done, not an error; a missing one is', async () => {
    const id = await activeSubscription();
    await stripeCancelNow(keys, id);
    expect((await stripeFetchSubscription(keys, id)).status).toBe('canceled');
    await expect(stripeCancelNow(keys, id)).resolves.toBeUndefined();
    await expect(stripeSetCancelAtPeriodEnd(keys, id, false)).rejects.toThrow(
      /^Stripe: resuming subscription .* \(HTTP 400/,
    );
    await expect(stripeCancelNow(keys, 'sub_missing')).rejects.toThrow(
      /^Stripe: cancelling subscription sub_missing failed \(HTTP 404: No such subscription: 'sub_missing'\)$/,
    );
  });

  it("gives up when the request's deadline leaves no time, with an error saying no answer came", async () => {
    const id = await activeSubscription();
    fake.delayMs = 1500;
    try {
      const started = Date.now();
      const err = await runWithDeadline(Date.now() + 1300, () => stripeFetchSubscription(keys, id)).catch(
        (e: Error) => e,
      );
      expect((err as Error).message).toMatch(/^Stripe: reading subscription sub_\w+ failed \(no answer: /);
      expect((err as Error).message).not.toContain(keys.secretKey);
      expect(Date.now() - started).toBeLessThan(1200);
    } finally {
      fake.delayMs = 0;
    }
  });
});

describe('verifyStripeWebhook', () => {
  const secret = 'whsec_current_0123456789';
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_${type.replace(/\W/g, '_')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      type,
      data: { object },
      created: 1,
      livemode: false,
    });
  const completed = event('checkout.session.completed', {
    id: 'cs_test_1',
    object: 'checkout.session',
    subscription: 'sub_1',
  });
  const headers = (raw: string, s = secret, t?: number) => ({ 'stripe-signature': signStripeWebhook(raw, s, t) });

  it('accepts a signed checkout.session.completed and names the session and its subscription', async () => {
    expect(await verifyStripeWebhook(completed, headers(completed), [secret])).toEqual({
      id: 'evt_checkout_session_completed',
      type: 'checkout.session.completed',
      subscriptionId: 'sub_1',
      checkoutSessionId: 'cs_test_1',
    });
  });

  it("accepts the SDK's own test header", async () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload: completed, secret });
    expect((await verifyStripeWebhook(completed, { 'stripe-signature': header }, [secret])).id).toBe(
      'evt_checkout_session_completed',
    );
  });

  it('finds the subscription of subscription and invoice events (parent.subscription_details or the older field)', async () => {
    const cases: [string, Record<string, unknown>, string | null][] = [
      ['customer.subscription.updated', { id: 'sub_2', object: 'subscription' }, 'sub_2'],
      [
        'invoice.paid',
        {
          id: 'in_1',
          object: 'invoice',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_3' } },
        },
        'sub_3',
      ],
      ['invoice.payment_failed', { id: 'in_2', object: 'invoice', subscription: 'sub_4' }, 'sub_4'],
      ['invoice.finalized', { id: 'in_3', object: 'invoice', parent: null }, null],
      ['payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }, null],
    ];
    for (const [type, object, expected] of cases) {
      const raw = event(type, object);
      const verified = await verifyStripeWebhook(raw, headers(raw), [secret]);
      expect([type, verified.subscriptionId, verified.checkoutSessionId]).toEqual([type, expected, null]);
    }
  });

  it('accepts either secret while the secret is rotated', async () => {
    const next = 'whsec_next_9876543210';
    expect((await verifyStripeWebhook(completed, headers(completed, next), [secret, next])).id).toBe(
      'evt_checkout_session_completed',
    );
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['a wrong secret', () => [completed, headers(completed, 'whsec_wrong'), [secret]] as const, /does not match/],
    [
      'a tampered body',
      () => [completed.replace('sub_1', 'sub_9'), headers(completed), [secret]] as const,
      /does not match/,
    ],
    ['a missing header', () => [completed, {}, [secret]] as const, /Stripe-Signature header is missing/],
    ['a malformed header', () => [completed, { 'stripe-signature': 'v1=abc' }, [secret]] as const, /malformed/],
    [
      'a stale timestamp (301 s)',
      () => [completed, headers(completed, secret, now() - 301), [secret]] as const,
      /older than 300 s/,
    ],
    ['no configured secret', () => [completed, headers(completed), []] as const, /no webhook secret/],
  ])('refuses %s with a WebhookSignatureError', async (_label, args, message) => {
    const [raw, h, secrets] = args();
    const err = await verifyStripeWebhook(raw, h, [...secrets]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WebhookSignatureError);
    expect((err as Error).message).toMatch(message);
  });

  it('accepts a timestamp inside the 300 s tolerance', async () => {
    const t = now() - 250;
    expect((await verifyStripeWebhook(completed, headers(completed, secret, t), [secret])).type).toBe(
      'checkout.session.completed',
    );
  });
});
