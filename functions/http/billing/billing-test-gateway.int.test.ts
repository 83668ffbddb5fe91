import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { resetConfigCache } from '../../base/env';
import { db } from '../../db/service';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * Billing on the offline test gateway (issue 13): no gateway is active on a fresh install, so choosing a
 * plan activates it at once with no charge; cancel at period end, reactivate, invoices and the printable
 * invoice, and the refusals (price 0 / inactive plans, roles, amounts from the browser).
 */
let gw: TestGateway;
let tenant: TestTenant;
beforeAll(() => useIsolatedTable('billing-test-gateway'));
tenantSuite(async (g, t) => {
  gw = g;
  tenant = t;
});

const client = async (clientId: string) => (await db().entities.client.get({ clientId }).go()).data;
const subscription = async () => (await tenant.owner.get('/api/billing/subscription')).json.subscription;

describe('billing on the test gateway', () => {
  it('starts on the plan chosen at signup as a trial, with the test gateway for checkout', async () => {
    const r = await tenant.owner.get('/api/billing/subscription');
    expect(r.status).toBe(200);
    expect(r.json.checkoutGateway).toBe('test');
    expect(r.json.subscription).toMatchObject({ gateway: null, trial: true, status: 'active', ended: false });
  });

  it('refuses plans that are not sold online, unknown plans and a browser-sent amount (400 naming the field)', async () => {
    const enterprise = await tenant.owner.post('/api/billing/create-subscription', { planId: 'plan-enterprise' });
    expect(enterprise.status).toBe(400);
    expect(enterprise.json.error.message).toBe('Contact sales');
    expect(enterprise.json.error.fields.planId).toMatch(/contact sales/);
    await db().entities.plan.patch({ id: 'plan-mini' }).set({ isActive: false }).go();
    try {
      const inactive = await tenant.owner.post('/api/billing/create-subscription', { planId: 'plan-mini' });
      expect(inactive.status).toBe(400);
      expect(inactive.json.error.message).toBe('Contact sales');
    } finally {
      await db().entities.plan.patch({ id: 'plan-mini' }).set({ isActive: true }).go();
    }
    const unknown = await tenant.owner.post('/api/billing/create-subscription', { planId: 'plan-nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields.planId).toBe('Plan not found');
    const priced = await tenant.owner.post('/api/billing/create-subscription', { planId: 'plan-growth', amount: 1 });
    expect(priced.status).toBe(400);
    // nothing changed
    expect((await tenant.owner.get('/api/billing/subscription')).json.subscription.trial).toBe(true);
  });

  it('subscribes without a charge, changes the limits at once, records a labelled invoice', async () => {
    const r = await tenant.owner.post('/api/billing/create-subscription', { planId: 'plan-growth' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      kind: 'activated',
      subscription: { planId: 'plan-growth', planName: 'Growth', status: 'active', gateway: 'test', trial: false },
    });
    const c = await client(tenant.clientId);
    expect(c).toMatchObject({ planId: 'plan-growth', conversationsLimit: 3_000 });
    expect(c?.planEndsAt).toBeUndefined();

    // the new plan's limit at once; nothing was paid, so Cost Insights prices the plan at 0
    const usage = (await tenant.owner.get('/api/billing/usage')).json;
    expect(usage).toMatchObject({ conversationsLimit: 3_000, costInsights: { planPrice: 0 } });

    const again = await tenant.owner.post('/api/billing/create-subscription', { planId: 'plan-growth' });
    expect(again.status).toBe(409);

    const list = await tenant.owner.get('/api/billing/invoices');
    expect(list.status).toBe(200);
    expect(list.json.invoices).toHaveLength(1);
    const [invoice] = list.json.invoices;
    // nothing was paid on the test gateway, and its status says so (not 'paid')
    expect(invoice).toMatchObject({ amount: 499_900, status: 'test', gateway: 'test', planName: 'Growth' });

    const doc = await tenant.owner.get(`/api/billing/invoices/${invoice.id}/download`);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toMatch(/text\/html/);
    expect(doc.headers.get('content-security-policy')).toMatch(/style-src 'sha256-/);
    expect(doc.text).toContain(`Invoice #${invoice.id.slice(-8).toUpperCase()}`);
    expect(doc.text).toContain('₹4,999.00');
    expect(doc.text).toContain('TEST GATEWAY — no payment was taken');
    expect(doc.text).toContain('Status Test — no charge');
    expect(doc.text).not.toMatch(/Status paid/i);
    expect(doc.text).toContain('GSTIN');

    // another tenant cannot read it
    const other = await signUpTenant(gw.url);
    expect((await other.owner.get(`/api/billing/invoices/${invoice.id}/download`)).status).toBe(404);
    expect((await other.owner.get('/api/billing/invoices')).json.invoices).toEqual([]);
  });

  it('cancels at the period end (the plan then ends without a job) and reactivates', async () => {
    const cancel = await tenant.owner.post('/api/billing/cancel-subscription');
    expect(cancel.status).toBe(200);
    const end = cancel.json.subscription.currentPeriodEnd;
    expect(cancel.json.subscription).toMatchObject({ cancelAtPeriodEnd: true, canReactivate: true, ended: false });
    expect((await client(tenant.clientId))?.planEndsAt).toBe(end);
    expect((await tenant.owner.post('/api/billing/cancel-subscription')).status).toBe(409);

    const back = await tenant.owner.post('/api/billing/reactivate-subscription');
    expect(back.status).toBe(200);
    expect(back.json.subscription).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
    expect((await client(tenant.clientId))?.planEndsAt).toBeUndefined();
    expect((await tenant.owner.post('/api/billing/reactivate-subscription')).status).toBe(409);
  });

  it('refuses to subscribe where the test gateway is not allowed (AWS) while no gateway is active: 409, nothing changes', async () => {
    process.env.BILLING_TEST_GATEWAY = 'false';
    resetConfigCache();
    try {
      const view = await tenant.owner.get('/api/billing/subscription');
      expect(view.json.checkoutGateway).toBeNull();
      const r = await tenant.owner.post('/api/billing/create-subscription', { planId: 'plan-business' });
      expect(r.status).toBe(409);
      expect(r.json.error.message).toMatch(/Online payments are not available yet/);
      expect((await subscription()).planId).toBe('plan-growth');
    } finally {
      process.env.BILLING_TEST_GATEWAY = 'true';
      resetConfigCache();
    }
  });

  it('lets only the owner near billing (403 for a trainer and an agent)', async () => {
    for (const role of ['ai_trainer', 'human_agent'] as const) {
      const api = await tenant.member(role);
      expect((await api.get('/api/billing/subscription')).status, role).toBe(403);
      expect((await api.post('/api/billing/create-subscription', { planId: 'plan-mini' })).status, role).toBe(403);
      expect((await api.post('/api/billing/cancel-subscription')).status, role).toBe(403);
    }
  });
});
