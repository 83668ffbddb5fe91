import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProviders, startFakeProviders } from './fake-providers';

/**
 * The fake gateways' HTTP control route (e2e/billing-razorpay.spec.ts moves a subscription with it from
 * a Playwright worker): it changes what Razorpay's own API then answers, and refuses bad input by field.
 */
describe('fake Razorpay control route', () => {
  let fake: FakeProviders;
  let auth: string;
  const razorpay = (path: string, body?: unknown) =>
    fetch(`${fake.base}/razorpay/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    }).then((r) => r.json());
  const control = (subId: string, body: string) =>
    fetch(`${fake.base}/__control/razorpay/subscriptions/${subId}/status`, { method: 'POST', body });

  beforeAll(async () => {
    fake = await startFakeProviders();
    const { keyId, keySecret } = fake.keys.razorpay;
    auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  });
  afterAll(() => fake.close());

  async function activeSubscription(): Promise<string> {
    const plan = await razorpay('/plans', {
      period: 'monthly',
      interval: 1,
      item: { name: 'Growth', amount: 499_900, currency: 'INR' },
    });
    const sub = await razorpay('/subscriptions', { plan_id: plan.id, total_count: 12 });
    fake.billing.razorpay.setStatus(sub.id, 'active', { paidInvoice: true });
    return sub.id;
  }

  it('moves a subscription to pending: the gateway API then answers pending, period unchanged', async () => {
    const subId = await activeSubscription();
    const before = await razorpay(`/subscriptions/${subId}`);
    const res = await control(subId, JSON.stringify({ status: 'pending' }));
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('pending');
    const after = await razorpay(`/subscriptions/${subId}`);
    expect(after).toMatchObject({ status: 'pending', current_end: before.current_end, paid_count: 1 });
  });

  it('records a paid invoice when asked (a retried charge went through)', async () => {
    const subId = await activeSubscription();
    await control(subId, JSON.stringify({ status: 'pending' }));
    const res = await control(subId, JSON.stringify({ status: 'active', paidInvoice: true }));
    expect(res.status).toBe(200);
    const invoices = await razorpay(`/invoices?subscription_id=${subId}`);
    expect(invoices.items.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);
    expect((await razorpay(`/subscriptions/${subId}`)).paid_count).toBe(2);
  });

  it('refuses an unknown status, a non-boolean paidInvoice, a body that is not JSON, an unknown id', async () => {
    const subId = await activeSubscription();
    const field = async (r: Response) => [r.status, (await r.json()).error.field];
    expect(await field(await control(subId, JSON.stringify({ status: 'past_due' })))).toEqual([400, 'status']);
    expect(await field(await control(subId, JSON.stringify({ status: 'active', paidInvoice: 'yes' })))).toEqual([
      400,
      'paidInvoice',
    ]);
    expect(await field(await control(subId, '{'))).toEqual([400, 'body']);
    expect(await field(await control('sub_missing', JSON.stringify({ status: 'pending' })))).toEqual([404, 'id']);
    expect((await razorpay(`/subscriptions/${subId}`)).status).toBe('active');
  });
});
