import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { collectActivity } from '../../core/activity/list';
import { db } from '../../db/service';
import type { ApiClient } from '../../test-support/api';
import {
  type FakeProviders,
  signRazorpayPayment,
  signRazorpayWebhook,
  signStripeWebhook,
  startFakeProviders,
} from '../../test-support/fake-providers';
import { httpEvent } from '../../test-support/http-event';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signInAdmin, signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * Billing at the real gateways' API shapes (issue 13): the official Razorpay and Stripe SDKs against the
 * local fakes, checkout through verify-payment and checkout-return, and the webhooks — signatures
 * (good, wrong secret, tampered, missing, stale, rotated), each event id processed once (redelivered or
 * concurrent), out-of-order events, a failed payment turning the subscription past_due, a halt ending
 * the plan at the period end.
 */
let gw: TestGateway;
let tenant: TestTenant;
let admin: ApiClient;
let fake: FakeProviders;
const RZP_SECRET = 'whsec-razorpay-current';
const RZP_OLD_SECRET = 'whsec-razorpay-previous';
const STRIPE_SECRET = 'whsec_stripe_current';

beforeAll(async () => {
  await useIsolatedTable('billing-gateways');
  fake = await startFakeProviders();
  Object.assign(process.env, fake.env);
});
afterAll(async () => {
  await fake.close();
  for (const k of Object.keys(fake.env)) delete process.env[k];
});
tenantSuite(async (g, t) => {
  gw = g;
  tenant = t;
  admin = await signInAdmin(g.url);
});

async function activate(gateway: 'razorpay' | 'stripe', settings: Record<string, unknown>) {
  const saved = await admin.post('/api/admin/payment-gateways', { [gateway]: { ...settings, enabled: true } });
  expect(saved.status, saved.text).toBe(200);
  const tested = await admin.post(`/api/admin/payment-gateways/test/${gateway}`, {
    config: { ...settings, enabled: true },
  });
  expect(tested.json.success, tested.text).toBe(true);
  expect((await admin.post('/api/admin/payment-gateways', { activeGateway: gateway })).status).toBe(200);
}

const subscription = async (t: TestTenant) => (await t.owner.get('/api/billing/subscription')).json.subscription;
const client = async (clientId: string) => (await db().entities.client.get({ clientId }).go()).data;
/** The tenant's gateway-reported status changes in the activity log, oldest first. */
const statusChanges = async (clientId: string) =>
  (await collectActivity({}, 500)).entries
    .filter((e) => e.action === 'subscription.status_changed' && e.clientId === clientId)
    .reverse();
const fetchesOf = (id: string) =>
  fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/subscriptions/${id}`)).length;

/** Razorpay's created_at (unix seconds) of each event id: a new id is a new event, its redelivery the same bytes. */
const createdAtOf = new Map<string, number>();
function razorpayHook(event: string, subId: string, eventId: string, secret = RZP_SECRET) {
  if (!createdAtOf.has(eventId)) createdAtOf.set(eventId, 1_700_000_000 + createdAtOf.size);
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_fake',
    event,
    contains: ['subscription'],
    payload: { subscription: { entity: { id: subId } } },
    created_at: createdAtOf.get(eventId),
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signRazorpayWebhook(body, secret),
      'x-razorpay-event-id': eventId,
    },
  };
}
const deliver = (path: string, d: { body: string; headers: Record<string, string> }) =>
  fetch(`${gw.url}${path}`, { method: 'POST', body: d.body, headers: d.headers }).then(async (r) => ({
    status: r.status,
    json: await r.json().catch(() => undefined),
  }));

describe('Razorpay', () => {
  let subId: string;

  it('creates a Razorpay plan and subscription, and verifies the Checkout signature on the server', async () => {
    await activate('razorpay', {
      ...fake.keys.razorpay,
      webhookSecret: RZP_SECRET,
      previousWebhookSecret: RZP_OLD_SECRET,
    });
    const start = await tenant.owner.post('/api/billing/create-subscription', { planId: 'plan-growth' });
    expect(start.status, start.text).toBe(200);
    expect(start.json).toMatchObject({ kind: 'razorpay', keyId: fake.keys.razorpay.keyId, planName: 'Growth' });
    subId = start.json.subscriptionId;
    expect(fake.billing.razorpay.plans().map((p) => p.item.amount)).toEqual([499_900]);

    // a forged signature changes nothing
    const forged = await tenant.owner.post('/api/billing/verify-payment', {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: subId,
      razorpay_signature: signRazorpayPayment('pay_1', subId, 'not-the-key-secret'),
    });
    expect(forged.status).toBe(400);
    expect(forged.json.error.fields.razorpay_signature).toBeDefined();
    expect((await subscription(tenant)).trial).toBe(true);

    // another tenant cannot claim this subscription
    const other = await signUpTenant(gw.url);
    const stolen = await other.owner.post('/api/billing/verify-payment', {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: subId,
      razorpay_signature: signRazorpayPayment('pay_1', subId, fake.keys.razorpay.keySecret),
    });
    expect(stolen.status).toBe(404);

    fake.billing.razorpay.setStatus(subId, 'active', { paidInvoice: true });
    const paid = await tenant.owner.post('/api/billing/verify-payment', {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: subId,
      razorpay_signature: signRazorpayPayment('pay_1', subId, fake.keys.razorpay.keySecret),
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json.subscription).toMatchObject({ status: 'active', gateway: 'razorpay', planId: 'plan-growth' });
    expect(await client(tenant.clientId)).toMatchObject({ planId: 'plan-growth', conversationsLimit: 3_000 });
    const invoices = (await tenant.owner.get('/api/billing/invoices')).json.invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: 499_900, status: 'paid', gateway: 'razorpay' });
  });

  it('refuses a wrong, tampered or missing signature with 400 and changes nothing', async () => {
    fake.billing.razorpay.setStatus(subId, 'halted');
    const good = razorpayHook('subscription.halted', subId, 'evt_sig_1');
    const wrong = razorpayHook('subscription.halted', subId, 'evt_sig_1', 'some-other-secret');
    expect((await deliver('/api/webhooks/razorpay', wrong)).status).toBe(400);
    const tampered = { ...good, body: good.body.replace('halted', 'charged') };
    expect((await deliver('/api/webhooks/razorpay', tampered)).status).toBe(400);
    const { 'x-razorpay-signature': _s, ...unsigned } = good.headers;
    expect((await deliver('/api/webhooks/razorpay', { body: good.body, headers: unsigned })).status).toBe(400);
    expect((await subscription(tenant)).status).toBe('active');
    fake.billing.razorpay.setStatus(subId, 'active');
  });

  it('processes an event id once, whether redelivered or delivered twice at the same moment', async () => {
    const hook = razorpayHook('subscription.charged', subId, 'evt_once_1');
    const before = fetchesOf(subId);
    expect(await deliver('/api/webhooks/razorpay', hook)).toEqual({ status: 200, json: { received: true } });
    expect(fetchesOf(subId)).toBe(before + 1);
    expect(await deliver('/api/webhooks/razorpay', hook)).toEqual({
      status: 200,
      json: { received: true, duplicate: true },
    });
    expect(fetchesOf(subId)).toBe(before + 1);

    const twin = razorpayHook('subscription.charged', subId, 'evt_once_2');
    const both = await Promise.all([deliver('/api/webhooks/razorpay', twin), deliver('/api/webhooks/razorpay', twin)]);
    const processed = both.filter((r) => r.status === 200 && !r.json.duplicate);
    expect(processed).toHaveLength(1);
    // the other copy found it done (200) or still being handled (409: the gateway delivers it again)
    const [other] = both.filter((r) => r !== processed[0]);
    expect(other.status === 409 || other.json?.duplicate === true, JSON.stringify(other)).toBe(true);
    expect(await deliver('/api/webhooks/razorpay', twin)).toEqual({
      status: 200,
      json: { received: true, duplicate: true },
    });
    expect(fetchesOf(subId)).toBe(before + 2);
  });

  it('recognises a replayed body under a new X-Razorpay-Event-Id as the duplicate it is (the key is signed)', async () => {
    const hook = razorpayHook('subscription.charged', subId, 'evt_replay_1');
    const before = fetchesOf(subId);
    expect(await deliver('/api/webhooks/razorpay', hook)).toEqual({ status: 200, json: { received: true } });
    const replay = { ...hook, headers: { ...hook.headers, 'x-razorpay-event-id': 'evt_replay_forged' } };
    expect(await deliver('/api/webhooks/razorpay', replay)).toEqual({
      status: 200,
      json: { received: true, duplicate: true },
    });
    const { 'x-razorpay-event-id': _id, ...noHeader } = hook.headers;
    expect((await deliver('/api/webhooks/razorpay', { body: hook.body, headers: noHeader })).json).toEqual({
      received: true,
      duplicate: true,
    });
    expect(fetchesOf(subId)).toBe(before + 1);
  });

  it('turns a failed payment into past_due, and a late old event never rolls the state back', async () => {
    fake.billing.razorpay.setStatus(subId, 'pending');
    expect(
      (await deliver('/api/webhooks/razorpay', razorpayHook('subscription.pending', subId, 'evt_p1'))).status,
    ).toBe(200);
    expect((await subscription(tenant)).status).toBe('past_due');
    // the charge retried and succeeded; its event arrives, then the older "pending" one, late
    fake.billing.razorpay.setStatus(subId, 'active', { paidInvoice: true });
    await deliver('/api/webhooks/razorpay', razorpayHook('subscription.charged', subId, 'evt_c2'));
    await deliver('/api/webhooks/razorpay', razorpayHook('subscription.pending', subId, 'evt_p0'));
    expect((await subscription(tenant)).status).toBe('active');
    expect((await tenant.owner.get('/api/billing/invoices')).json.invoices.length).toBe(2);
    // the admin's activity log has both changes, the failure as a warning, and nothing for the stale event
    expect(
      (await statusChanges(tenant.clientId)).map(({ level, category, message, actorEmail }) => ({
        level,
        category,
        message,
        actorEmail,
      })),
    ).toEqual([
      {
        level: 'warn',
        category: 'system',
        message: 'Razorpay: the Growth subscription is past due (a payment failed), was active',
        actorEmail: null,
      },
      {
        level: 'info',
        category: 'system',
        message: 'Razorpay: the Growth subscription is active, was past due (a payment failed)',
        actorEmail: null,
      },
    ]);
  });

  it('accepts the previous secret during a rotation and a body API Gateway base64-encoded', async () => {
    const rotated = razorpayHook('subscription.charged', subId, 'evt_rot_1', RZP_OLD_SECRET);
    expect((await deliver('/api/webhooks/razorpay', rotated)).status).toBe(200);

    const { handler } = await import('./razorpay');
    const signed = razorpayHook('subscription.charged', subId, 'evt_b64_1');
    const res = await handler(
      {
        ...httpEvent('POST', '/api/webhooks/razorpay', {
          rawBody: Buffer.from(signed.body).toString('base64'),
          headers: signed.headers,
        }),
        isBase64Encoded: true,
      },
      { awsRequestId: 'b64', getRemainingTimeInMillis: () => 25_000 } as never,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('cancels at the cycle end at Razorpay, cannot undo it there, and a halt ends the plan at the period end', async () => {
    const cancel = await tenant.owner.post('/api/billing/cancel-subscription');
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.json.subscription).toMatchObject({ cancelAtPeriodEnd: true, canReactivate: false });
    expect(fake.billing.razorpay.cancelAtCycleEnd(subId)).toBe(true);
    const undo = await tenant.owner.post('/api/billing/reactivate-subscription');
    expect(undo.status).toBe(409);
    expect(undo.json.error.message).toMatch(/Razorpay cannot undo a cancellation/);

    fake.billing.razorpay.setStatus(subId, 'halted');
    expect((await deliver('/api/webhooks/razorpay', razorpayHook('subscription.halted', subId, 'evt_h1'))).status).toBe(
      200,
    );
    const ended = await subscription(tenant);
    expect(ended.status).toBe('canceled');
    expect((await statusChanges(tenant.clientId)).at(-1)).toMatchObject({
      level: 'warn',
      message: 'Razorpay: the Growth subscription is canceled, was active',
    });
    expect((await client(tenant.clientId))?.planEndsAt).toBe(ended.currentPeriodEnd);
  });

  it('ignores a signed event about a subscription Parley never made', async () => {
    const r = await deliver('/api/webhooks/razorpay', razorpayHook('subscription.charged', 'sub_unknown1', 'evt_u1'));
    expect(r).toEqual({ status: 200, json: { received: true, ignored: true } });
  });
});

describe('a newer subscription replacing an older one', () => {
  const pay = async (t: TestTenant, planId: string) => {
    const start = await t.owner.post('/api/billing/create-subscription', { planId });
    expect(start.status, start.text).toBe(200);
    const id = start.json.subscriptionId as string;
    fake.billing.razorpay.setStatus(id, 'active', { paidInvoice: true });
    const paid = await t.owner.post('/api/billing/verify-payment', {
      razorpay_payment_id: `pay_${id}`,
      razorpay_subscription_id: id,
      razorpay_signature: signRazorpayPayment(`pay_${id}`, id, fake.keys.razorpay.keySecret),
    });
    expect(paid.status, paid.text).toBe(200);
    return id;
  };

  it('cancels the older one at Razorpay and never adopts it back, even if its cancellation failed', async () => {
    const t = await signUpTenant(gw.url);
    const older = await pay(t, 'plan-mini');
    const newer = await pay(t, 'plan-growth');
    expect((await subscription(t)).planId).toBe('plan-growth');
    expect(fake.billing.razorpay.get(older)?.status).toBe('cancelled');

    // as if that cancellation had failed: the older one charges again next month
    fake.billing.razorpay.setStatus(older, 'active', { paidInvoice: true });
    expect(
      (await deliver('/api/webhooks/razorpay', razorpayHook('subscription.charged', older, `evt_old_${older}`))).status,
    ).toBe(200);
    expect(await subscription(t)).toMatchObject({ planId: 'plan-growth', status: 'active' });
    expect(await client(t.clientId)).toMatchObject({ planId: 'plan-growth', conversationsLimit: 3_000 });
    expect(fake.billing.razorpay.get(older)?.status).toBe('cancelled');
    expect(fake.billing.razorpay.get(newer)?.status).toBe('active');

    // past_due may buy the same plan again (a new card); the unpaid one is replaced when the new one is live
    fake.billing.razorpay.setStatus(newer, 'pending');
    await deliver('/api/webhooks/razorpay', razorpayHook('subscription.pending', newer, `evt_pd_${newer}`));
    expect((await subscription(t)).status).toBe('past_due');
    const again = await pay(t, 'plan-growth');
    expect(await subscription(t)).toMatchObject({ planId: 'plan-growth', status: 'active', canReactivate: false });
    expect(fake.billing.razorpay.get(newer)?.status).toBe('cancelled');
    expect(again).not.toBe(newer);
  });

  it('acknowledges (2xx, not a 5xx redelivered for days) a payment for a plan deleted after the checkout began, and tells the admin', async () => {
    const t = await signUpTenant(gw.url);
    const before = (await client(t.clientId))?.planId;
    const created = await admin.post('/api/admin/plans', {
      name: 'Short-lived',
      conversationsLimit: 500,
      priceMonthly: 99_900,
      features: ['Gone soon'],
      isActive: true,
    });
    const planId = created.json.plan.id as string;
    const start = await t.owner.post('/api/billing/create-subscription', { planId });
    expect(start.status, start.text).toBe(200);
    const id = start.json.subscriptionId as string;
    // nobody is on it yet (the checkout has not been paid), so the admin may delete it
    expect((await admin.del(`/api/admin/plans/${planId}`)).status).toBe(204);
    fake.billing.razorpay.setStatus(id, 'active', { paidInvoice: true });
    const hook = razorpayHook('subscription.charged', id, `evt_gone_${id}`);
    expect(await deliver('/api/webhooks/razorpay', hook)).toEqual({
      status: 200,
      json: { received: true, ignored: true },
    });
    expect(await deliver('/api/webhooks/razorpay', hook)).toEqual({
      status: 200,
      json: { received: true, duplicate: true },
    });
    // the tenant stays on a plan that exists
    expect((await client(t.clientId))?.planId).toBe(before);
    const logged = (await collectActivity({}, 500)).entries.find(
      (e) => e.action === 'subscription.plan_missing' && e.clientId === t.clientId,
    );
    expect(logged).toMatchObject({ level: 'error' });
    expect(logged?.message).toContain(planId);
  });

  it('answers 5xx when handling fails and processes the redelivery, not as a duplicate', async () => {
    const t = await signUpTenant(gw.url);
    const id = await pay(t, 'plan-mini');
    fake.billing.razorpay.setStatus(id, 'not-a-razorpay-status' as never);
    const hook = razorpayHook('subscription.charged', id, `evt_fail_${id}`);
    const failed = await deliver('/api/webhooks/razorpay', hook);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    fake.billing.razorpay.setStatus(id, 'pending');
    expect(await deliver('/api/webhooks/razorpay', hook)).toEqual({ status: 200, json: { received: true } });
    expect((await subscription(t)).status).toBe('past_due');
  });
});

describe('Stripe', () => {
  let owner: TestTenant;
  let subId: string;

  it('subscribes through Checkout and reads the result back from Stripe on return', async () => {
    await activate('stripe', {
      publishableKey: 'pk_test_fake',
      secretKey: fake.keys.stripe,
      webhookSecret: STRIPE_SECRET,
    });
    owner = await signUpTenant(gw.url);
    const start = await owner.owner.post('/api/billing/create-subscription', { planId: 'plan-mini' });
    expect(start.status, start.text).toBe(200);
    expect(start.json.kind).toBe('redirect');
    const sessionId = start.json.url.split('/').pop() as string;
    expect((await owner.owner.post('/api/billing/checkout-return', { sessionId })).status).toBe(409);
    subId = fake.billing.stripe.completeCheckout(sessionId);
    const back = await owner.owner.post('/api/billing/checkout-return', { sessionId });
    expect(back.status, back.text).toBe(200);
    expect(back.json.subscription).toMatchObject({ status: 'active', gateway: 'stripe', planId: 'plan-mini' });
    expect((await tenant.owner.post('/api/billing/checkout-return', { sessionId })).status).toBe(404);
  });

  it('verifies Stripe-Signature: good, wrong secret, tampered body and a stale timestamp', async () => {
    const body = JSON.stringify({
      id: 'evt_s1',
      object: 'event',
      type: 'invoice.payment_failed',
      data: { object: { object: 'invoice', id: 'in_x', subscription: subId } },
    });
    const send = (b: string, signature: string) =>
      deliver('/api/webhooks/stripe', {
        body: b,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    fake.billing.stripe.setStatus(subId, 'past_due', { invoice: 'open' });
    expect((await send(body, signStripeWebhook(body, 'whsec_wrong'))).status).toBe(400);
    expect((await send(body.replace('in_x', 'in_y'), signStripeWebhook(body, STRIPE_SECRET))).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await send(body, signStripeWebhook(body, STRIPE_SECRET, stale))).status).toBe(400);
    expect((await subscription(owner)).status).toBe('active');

    expect((await send(body, signStripeWebhook(body, STRIPE_SECRET))).status).toBe(200);
    expect((await subscription(owner)).status).toBe('past_due');
  });

  it('answers 400 naming the field, not 500, for a correctly signed event without an id', async () => {
    const body = JSON.stringify({
      object: 'event',
      type: 'invoice.payment_failed',
      data: { object: { object: 'invoice', id: 'in_noid', subscription: subId } },
    });
    const header = (await import('stripe')).default.webhooks.generateTestHeaderString({
      payload: body,
      secret: STRIPE_SECRET,
    });
    const r = await deliver('/api/webhooks/stripe', {
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(r.status).toBe(400);
    expect(r.json.error.fields).toEqual({ id: 'The event has no id' });
  });

  it('cancels at the period end at Stripe and reactivates there too', async () => {
    fake.billing.stripe.setStatus(subId, 'active', { invoice: 'paid' });
    const cancel = await owner.owner.post('/api/billing/cancel-subscription');
    expect(cancel.status, cancel.text).toBe(200);
    expect(fake.billing.stripe.get(subId)?.cancel_at_period_end).toBe(true);
    expect(cancel.json.subscription).toMatchObject({ cancelAtPeriodEnd: true, canReactivate: true, status: 'active' });
    const back = await owner.owner.post('/api/billing/reactivate-subscription');
    expect(back.status, back.text).toBe(200);
    expect(fake.billing.stripe.get(subId)?.cancel_at_period_end).toBe(false);
    expect((await client(owner.clientId))?.planEndsAt).toBeUndefined();
  });
});
