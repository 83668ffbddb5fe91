import { createContext, runInContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithDeadline } from '../../base/deadline';
import { resetConfigCache } from '../../base/env';
import {
  type FakeProviders,
  signRazorpayPayment,
  signRazorpayWebhook,
  startFakeProviders,
} from '../../test-support/fake-providers';
import { GatewayCallError } from './gateway-call';
import { WebhookSignatureError } from './gateway-types';
import {
  RAZORPAY_SUBSCRIPTION_STATUS,
  razorpayCancel,
  razorpayCheckoutScriptUrl,
  razorpayCreatePlan,
  razorpayCreateSubscription,
  razorpayFetchSubscription,
  razorpayPaymentSignatureValid,
  verifyRazorpayWebhook,
} from './razorpay';

/** The Razorpay adapter on the real razorpay-node SDK, against the local fake (fake-billing.ts). */
let fake: FakeProviders;
let keys: { keyId: string; keySecret: string };
const plan = { id: 'professional', name: 'Professional', priceMonthly: 249900 };
const customer = { clientId: 'client-rzp-1', email: 'owner@example.com', companyName: 'Acme' };

beforeAll(async () => {
  fake = await startFakeProviders();
  Object.assign(process.env, fake.env);
  resetConfigCache();
  keys = fake.keys.razorpay;
});
afterAll(async () => {
  for (const k of Object.keys(fake.env)) delete process.env[k];
  resetConfigCache();
  await fake.close();
});

/**
 * Loads the fake Checkout script as a page would: a context whose document.head.appendChild fetches
 * and runs an appended script (the fake's payment answer comes back that way).
 */
async function checkoutPage() {
  const window: Record<string, unknown> = {};
  const context = createContext({ window, encodeURIComponent, Date });
  const run = (code: string) => runInContext(code, context);
  window.document = context.document = {
    createElement: () => ({ src: '' }),
    head: { appendChild: (s: { src: string }) => fetch(s.src).then(async (r) => run(await r.text())) },
  };
  run(await (await fetch(razorpayCheckoutScriptUrl())).text());
  return window as {
    Razorpay?: new (opts: unknown) => { open(): void; on(e: string, cb: (r: unknown) => void): void };
  };
}

async function newSubscription() {
  const gatewayPlanId = await razorpayCreatePlan(keys, plan);
  return (await razorpayCreateSubscription(keys, { gatewayPlanId, planId: plan.id, customer })).id;
}

describe('razorpay adapter', () => {
  it('creates a monthly INR plan with the price in paise and the Parley plan id in its notes', async () => {
    const id = await razorpayCreatePlan(keys, plan);
    expect(id).toMatch(/^plan_/);
    const made = fake.billing.razorpay.plans().find((p) => p.id === id);
    expect(made).toMatchObject({
      period: 'monthly',
      interval: 1,
      item: { name: 'Professional', amount: 249900, currency: 'INR' },
      notes: { planId: 'professional' },
    });
  });

  it('refuses wrong keys with an error naming Razorpay, the step and its description, never the key', async () => {
    const wrong = { keyId: keys.keyId, keySecret: 'rzpsecret-wrong-0123456789' };
    const err = await razorpayCreatePlan(wrong, plan).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(
      /^Razorpay: creating the plan for Professional failed \(HTTP 401: The api key provided is invalid\)$/,
    );
    expect((err as Error).message).not.toContain(wrong.keySecret);
    expect((err as Error).message).not.toContain(keys.keyId);
    await expect(razorpayFetchSubscription(wrong, 'sub_x')).rejects.toThrow(/HTTP 401/);
  });

  it('creates a 120-cycle subscription that notifies the customer and names the tenant and plan', async () => {
    const id = await newSubscription();
    expect(id).toMatch(/^sub_/);
    expect(fake.billing.razorpay.get(id)).toMatchObject({
      status: 'created',
      total_count: 120,
      customer_notify: true,
      notes: { clientId: 'client-rzp-1', planId: 'professional' },
    });
  });

  it('reads a new subscription as incomplete with no period and no invoices', async () => {
    const id = await newSubscription();
    expect(await razorpayFetchSubscription(keys, id)).toEqual({
      id,
      status: 'incomplete',
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: null,
      invoices: [],
    });
  });

  it('reads an activated subscription: its cycle as ISO times and the paid invoice in paise', async () => {
    const id = await newSubscription();
    fake.billing.razorpay.setStatus(id, 'active', { paidInvoice: true });
    const sub = fake.billing.razorpay.get(id);
    const remote = await razorpayFetchSubscription(keys, id);
    expect(remote.status).toBe('active');
    expect(remote.currentPeriodStart).toBe(new Date((sub?.current_start as number) * 1000).toISOString());
    expect(remote.currentPeriodEnd).toBe(new Date((sub?.current_end as number) * 1000).toISOString());
    expect(Date.parse(remote.currentPeriodEnd as string)).toBeGreaterThan(
      Date.parse(remote.currentPeriodStart as string),
    );
    expect(remote.invoices).toHaveLength(1);
    expect(remote.invoices[0]).toMatchObject({
      amount: 249900,
      status: 'paid',
      periodStart: remote.currentPeriodStart,
      periodEnd: remote.currentPeriodEnd,
    });
  });

  it.each([
    ['created', 'incomplete'],
    ['authenticated', 'incomplete'],
    ['active', 'active'],
    ['pending', 'past_due'],
    ['halted', 'canceled'],
    ['cancelled', 'canceled'],
    ['completed', 'canceled'],
    ['expired', 'canceled'],
  ] as const)('maps the Razorpay status %s to %s', async (razorpayStatus, parley) => {
    const id = await newSubscription();
    fake.billing.razorpay.setStatus(id, razorpayStatus);
    expect((await razorpayFetchSubscription(keys, id)).status).toBe(parley);
    expect(RAZORPAY_SUBSCRIPTION_STATUS[razorpayStatus]).toBe(parley);
  });

  it('maps invoice statuses (paid, issued/partially_paid → open, cancelled/expired → void), leaves drafts out, newest first', async () => {
    const id = await newSubscription();
    fake.billing.razorpay.setStatus(id, 'active');
    const made = (['paid', 'issued', 'partially_paid', 'cancelled', 'expired', 'draft'] as const).map((s) => ({
      s,
      id: fake.billing.razorpay.addInvoice(id, s),
    }));
    const remote = await razorpayFetchSubscription(keys, id);
    const byId = Object.fromEntries(remote.invoices.map((i) => [i.id, i.status]));
    expect(made.map((m) => byId[m.id])).toEqual(['paid', 'open', 'open', 'void', 'void', undefined]);
    expect(remote.invoices.every((i) => i.amount === 249900)).toBe(true);
    const created = remote.invoices.map((i) => i.created);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('cancels at the cycle end (still active) or at once (canceled); cancelling an ended one is done, not an error', async () => {
    const id = await newSubscription();
    fake.billing.razorpay.setStatus(id, 'active', { paidInvoice: true });
    await razorpayCancel(keys, id, true);
    expect(fake.billing.razorpay.cancelAtCycleEnd(id)).toBe(true);
    expect((await razorpayFetchSubscription(keys, id)).status).toBe('active');
    await razorpayCancel(keys, id, false);
    expect((await razorpayFetchSubscription(keys, id)).status).toBe('canceled');
    await expect(razorpayCancel(keys, id, false)).resolves.toBeUndefined();
  });

  it('says which subscription it could not find', async () => {
    await expect(razorpayFetchSubscription(keys, 'sub_missing')).rejects.toThrow(
      /^Razorpay: reading subscription sub_missing failed \(HTTP 400: The id provided does not exist\)$/,
    );
    await expect(razorpayCancel(keys, 'sub_missing', false)).rejects.toThrow(
      /^Razorpay: cancelling subscription sub_missing failed \(HTTP 400: The id provided does not exist\)$/,
    );
  });

  it("gives up when the request's deadline leaves no time, with an error saying no answer came", async () => {
    const id = await newSubscription();
    fake.delayMs = 1500;
    try {
      const started = Date.now();
      const err = await runWithDeadline(Date.now() + 1300, () => razorpayFetchSubscription(keys, id)).catch(
        (e: Error) => e,
      );
      expect((err as Error).message).toMatch(/^Razorpay: reading subscription sub_\w+ failed \(no answer in time\)$/);
      expect(Date.now() - started).toBeLessThan(1200);
    } finally {
      fake.delayMs = 0;
    }
  });

  it('says so when Razorpay cannot be reached (a GatewayCallError without an HTTP status)', async () => {
    process.env.RAZORPAY_API_URL = 'http://127.0.0.1:9/razorpay';
    resetConfigCache();
    try {
      const err = await razorpayFetchSubscription(keys, 'sub_any').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(GatewayCallError);
      expect((err as GatewayCallError).status).toBeNull();
      expect((err as Error).message).toBe('Razorpay: reading subscription sub_any failed (no answer: ECONNREFUSED)');
    } finally {
      process.env.RAZORPAY_API_URL = fake.env.RAZORPAY_API_URL;
      resetConfigCache();
    }
    const wrong = await razorpayFetchSubscription({ ...keys, keySecret: 'x-wrong-secret' }, 'sub_any').catch((e) => e);
    expect((wrong as GatewayCallError).status).toBe(401);
  });

  it('points Checkout at RAZORPAY_CHECKOUT_URL when set, else at Razorpay', () => {
    expect(razorpayCheckoutScriptUrl()).toBe(fake.env.RAZORPAY_CHECKOUT_URL);
    delete process.env.RAZORPAY_CHECKOUT_URL;
    resetConfigCache();
    try {
      expect(razorpayCheckoutScriptUrl()).toBe('https://checkout.razorpay.com/v1/checkout.js');
    } finally {
      process.env.RAZORPAY_CHECKOUT_URL = fake.env.RAZORPAY_CHECKOUT_URL;
      resetConfigCache();
    }
  });

  it('the fake Checkout script activates the subscription and hands back a signature the server accepts', async () => {
    const id = await newSubscription();
    const window = await checkoutPage();
    const paid = await new Promise<{
      razorpay_payment_id: string;
      razorpay_subscription_id: string;
      razorpay_signature: string;
    }>((handler) =>
      new (window.Razorpay as NonNullable<typeof window.Razorpay>)({
        key: keys.keyId,
        subscription_id: id,
        handler,
      }).open(),
    );
    expect(paid.razorpay_subscription_id).toBe(id);
    expect(razorpayPaymentSignatureValid(keys.keySecret, paid.razorpay_payment_id, id, paid.razorpay_signature)).toBe(
      true,
    );
    const remote = await razorpayFetchSubscription(keys, id);
    expect(remote.status).toBe('active');
    expect(remote.invoices.map((i) => [i.status, i.amount])).toEqual([['paid', 249900]]);
  });
});

describe('the fake Razorpay Checkout when the payment fails', () => {
  it('reports payment.failed and leaves the subscription unpaid', async () => {
    const id = await newSubscription();
    const window = await checkoutPage();
    fake.billing.razorpay.checkoutOutcome = 'fail';
    try {
      const failed = await new Promise<{ error: { description: string } }>((resolve, reject) => {
        const rzp = new (window.Razorpay as NonNullable<typeof window.Razorpay>)({
          key: keys.keyId,
          subscription_id: id,
          handler: () => reject(new Error('the handler ran for a failed payment')),
        });
        rzp.on('payment.failed', (r) => resolve(r as { error: { description: string } }));
        rzp.open();
      });
      expect(failed.error.description).toBe('Payment failed');
    } finally {
      fake.billing.razorpay.checkoutOutcome = 'pay';
    }
    expect((await razorpayFetchSubscription(keys, id)).status).toBe('incomplete');
  });
});

describe('razorpayPaymentSignatureValid', () => {
  const secret = 'rzp-key-secret-for-signatures';
  const good = signRazorpayPayment('pay_123', 'sub_456', secret);

  it('accepts the HMAC of payment id | subscription id with the key secret', () => {
    expect(razorpayPaymentSignatureValid(secret, 'pay_123', 'sub_456', good)).toBe(true);
    expect(razorpayPaymentSignatureValid(secret, 'pay_123', 'sub_456', good.toUpperCase())).toBe(true);
  });

  it.each([
    ['another secret', 'other-secret', 'pay_123', 'sub_456', good],
    ['another subscription', secret, 'pay_123', 'sub_999', good],
    ['another payment', secret, 'pay_999', 'sub_456', good],
    ['a short signature', secret, 'pay_123', 'sub_456', good.slice(0, 63)],
    ['a longer signature', secret, 'pay_123', 'sub_456', `${good}00`],
    ['a non-hex signature', secret, 'pay_123', 'sub_456', `${good.slice(0, 63)}z`],
    ['an empty signature', secret, 'pay_123', 'sub_456', ''],
    ['an empty payment id', secret, '', 'sub_456', signRazorpayPayment('', 'sub_456', secret)],
    ['an empty secret', '', 'pay_123', 'sub_456', signRazorpayPayment('pay_123', 'sub_456', '')],
  ])('refuses %s', (_label, key, payment, sub, signature) => {
    expect(razorpayPaymentSignatureValid(key, payment, sub, signature)).toBe(false);
  });
});

describe('verifyRazorpayWebhook', () => {
  const secret = 'whsec-razorpay-current';
  const event = (payload: unknown, type = 'subscription.charged') =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_1',
      event: type,
      contains: ['subscription'],
      payload,
      created_at: 1,
    });
  const body = event({ subscription: { entity: { id: 'sub_from_subscription', status: 'active' } } });
  const headers = (raw: string, s = secret) => ({
    'x-razorpay-signature': signRazorpayWebhook(raw, s),
    'x-razorpay-event-id': 'evt_rzp_1',
  });

  it('accepts a body signed with the webhook secret and names the event and subscription', () => {
    expect(verifyRazorpayWebhook(body, headers(body), [secret])).toEqual({
      id: expect.stringMatching(/^rzp_[0-9a-f]{40}$/),
      type: 'subscription.charged',
      subscriptionId: 'sub_from_subscription',
      checkoutSessionId: null,
    });
  });

  it('finds the subscription on a payment or an invoice when the event carries no subscription', () => {
    const payment = event(
      { payment: { entity: { id: 'pay_1', subscription_id: 'sub_from_payment' } } },
      'payment.failed',
    );
    expect(verifyRazorpayWebhook(payment, headers(payment), [secret]).subscriptionId).toBe('sub_from_payment');
    const invoice = event(
      { invoice: { entity: { id: 'inv_1', subscription_id: 'sub_from_invoice' } } },
      'invoice.paid',
    );
    expect(verifyRazorpayWebhook(invoice, headers(invoice), [secret]).subscriptionId).toBe('sub_from_invoice');
    const none = event({ order: { entity: { id: 'order_1' } } }, 'order.paid');
    expect(verifyRazorpayWebhook(none, headers(none), [secret]).subscriptionId).toBeNull();
  });

  it('accepts either secret while the secret is rotated', () => {
    expect(verifyRazorpayWebhook(body, headers(body, 'whsec-razorpay-next'), [secret, 'whsec-razorpay-next']).id).toBe(
      verifyRazorpayWebhook(body, headers(body), [secret]).id,
    );
  });

  it('keys the event on the signed body (account, event, created_at, entity ids), never on the unsigned header', () => {
    const key = (raw: string, h: Record<string, string> = headers(raw)) => verifyRazorpayWebhook(raw, h, [secret]).id;
    const first = key(body);
    expect(key(body, { ...headers(body), 'x-razorpay-event-id': 'evt_other' })).toBe(first);
    expect(key(body, { 'x-razorpay-signature': signRazorpayWebhook(body, secret) })).toBe(first);
    // another time, event or entity is another event; the same entities in another order are not
    const later = JSON.stringify({ ...JSON.parse(body), created_at: 2 });
    const halted = event({ subscription: { entity: { id: 'sub_from_subscription' } } }, 'subscription.halted');
    const otherSub = event({ subscription: { entity: { id: 'sub_other' } } });
    const withPayment = event({
      subscription: { entity: { id: 'sub_from_subscription' } },
      payment: { entity: { id: 'pay_2' } },
    });
    expect(new Set([first, key(later), key(halted), key(otherSub), key(withPayment)]).size).toBe(5);
    const paymentFirst = event({
      payment: { entity: { id: 'pay_2' } },
      subscription: { entity: { id: 'sub_from_subscription' } },
    });
    expect(key(paymentFirst)).toBe(key(withPayment));
  });

  it('refuses a signed body without created_at with a 400 naming it', () => {
    const raw = JSON.stringify({ ...JSON.parse(body), created_at: undefined });
    expect(() => verifyRazorpayWebhook(raw, headers(raw), [secret])).toThrow(
      expect.objectContaining({ status: 400, fields: { created_at: 'The event has no created_at' } }),
    );
  });

  it.each([
    ['a wrong secret', () => [body, headers(body, 'whsec-wrong'), [secret]] as const, /does not match/],
    ['a tampered body', () => [body.replace('active', 'halted'), headers(body), [secret]] as const, /does not match/],
    [
      'a missing signature',
      () => [body, { 'x-razorpay-event-id': 'evt_rzp_1' }, [secret]] as const,
      /X-Razorpay-Signature header is missing/,
    ],
    ['no configured secret', () => [body, headers(body), ['']] as const, /no webhook secret/],
    [
      'a truncated signature',
      () =>
        [
          body,
          { ...headers(body), 'x-razorpay-signature': signRazorpayWebhook(body, secret).slice(0, 40) },
          [secret],
        ] as const,
      /does not match/,
    ],
  ])('refuses %s with a WebhookSignatureError', (_label, args, message) => {
    const [raw, h, secrets] = args();
    let err: unknown;
    try {
      verifyRazorpayWebhook(raw, h, [...secrets]);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(WebhookSignatureError);
    expect((err as Error).message).toMatch(message);
  });
});
