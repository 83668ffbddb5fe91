import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { PLAN_HAS_SUBSCRIBERS } from '../../core/admin/plans';
import { deleteAccount } from '../../core/tenants/account-deletion';
import { db } from '../../db/service';
import { ApiClient } from '../../test-support/api';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signInAdmin, signUpTenant, signupPayload, type TestTenant } from '../../test-support/tenants';

/** Manage Plans (issue 12): the admin's plan CRUD with subscriber counts, seen by the public catalogue. */
let gw: TestGateway;
let tenant: TestTenant;
let admin: ApiClient;
beforeAll(() => useIsolatedTable('admin-plans'));
tenantSuite(async (g, t) => {
  gw = g;
  tenant = t;
  admin = await signInAdmin(g.url);
});

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Growth',
  conversationsLimit: 2500,
  priceMonthly: 149900,
  features: ['Priority support', 'Custom branding'],
  isActive: true,
  ...over,
});
const publicPlans = async () =>
  (await new ApiClient(gw.url).get('/api/plans')).json.plans as { id: string; name: string }[];
const adminPlans = async () => {
  const r = await admin.get('/api/admin/plans');
  expect(r.status).toBe(200);
  return r.json.plans as { id: string; name: string; isActive: boolean; subscribers: number }[];
};

describe('admin plans', () => {
  it('refuses an owner on every plan route (403)', async () => {
    const plan = (await admin.post('/api/admin/plans', body({ name: 'Owner cannot see' }))).json.plan;
    for (const [method, path, payload] of [
      ['GET', '/api/admin/plans', undefined],
      ['POST', '/api/admin/plans', body()],
      ['PUT', `/api/admin/plans/${plan.id}`, body()],
      ['DELETE', `/api/admin/plans/${plan.id}`, undefined],
    ] as const) {
      expect((await tenant.owner.request(method, path, payload)).status, `${method} ${path}`).toBe(403);
    }
    expect((await adminPlans()).find((p) => p.id === plan.id)?.name).toBe('Owner cannot see');
  });

  it('lists every plan with its subscribers; a new active plan is in the public catalogue at once', async () => {
    const before = await adminPlans();
    expect(before.find((p) => p.id === 'plan-starter')?.subscribers).toBe(1); // the suite's tenant

    const created = await admin.post('/api/admin/plans', body());
    expect(created.status).toBe(201);
    expect(created.json.plan).toMatchObject({ ...body(), subscribers: 0 });
    const id = created.json.plan.id as string;
    expect((await publicPlans()).map((p) => p.id)).toContain(id);

    const hidden = await admin.put(`/api/admin/plans/${id}`, body({ name: 'Growth (retired)', isActive: false }));
    expect(hidden.status).toBe(200);
    expect(hidden.json.plan).toMatchObject({ name: 'Growth (retired)', isActive: false });
    expect((await publicPlans()).map((p) => p.id)).not.toContain(id);
    expect((await adminPlans()).find((p) => p.id === id)).toMatchObject({ isActive: false, subscribers: 0 });

    const shown = await admin.put(`/api/admin/plans/${id}`, body({ name: 'Growth Plus', priceMonthly: 199900 }));
    expect(shown.status).toBe(200);
    expect((await publicPlans()).find((p) => p.id === id)).toMatchObject({ name: 'Growth Plus', priceMonthly: 199900 });

    expect((await admin.del(`/api/admin/plans/${id}`)).status).toBe(204);
    expect((await adminPlans()).map((p) => p.id)).not.toContain(id);
    expect((await publicPlans()).map((p) => p.id)).not.toContain(id);
  });

  it('counts a new tenant on its plan and refuses to delete a plan with subscribers (409)', async () => {
    const id = (await admin.post('/api/admin/plans', body({ name: 'Solo' }))).json.plan.id as string;
    await signUpTenant(gw.url, { planId: id, companyName: 'Solo Studio' });
    expect((await adminPlans()).find((p) => p.id === id)?.subscribers).toBe(1);
    const r = await admin.del(`/api/admin/plans/${id}`);
    expect(r.status).toBe(409);
    expect(r.json.error.message).toBe(PLAN_HAS_SUBSCRIBERS);
    expect((await adminPlans()).map((p) => p.id)).toContain(id);
  });

  it('never lets a subscribe and a delete of the same plan both succeed (parallel rounds, test gateway and signup)', async () => {
    const subscriber = await signUpTenant(gw.url);
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      const id = (await admin.post('/api/admin/plans', body({ name: `Race ${round}` }))).json.plan.id as string;
      const [subscribed, signedUp, deleted] = await Promise.all([
        subscriber.owner.post('/api/billing/create-subscription', { planId: id }),
        new ApiClient(gw.url).post('/api/auth/register', signupPayload({ planId: id })),
        admin.del(`/api/admin/plans/${id}`),
      ]);
      const { data: plan } = await db().entities.plan.get({ id }).go();
      const joined = [subscribed.status === 200, signedUp.status === 201].filter(Boolean).length;
      outcomes.push(`${subscribed.status}/${signedUp.status}/${deleted.status}`);
      if (deleted.status === 204) {
        expect(joined, outcomes.join(' ')).toBe(0);
        expect(plan).toBeNull();
      } else {
        expect(deleted.status, deleted.text).toBe(409);
        expect(joined).toBeGreaterThan(0);
        expect(plan?.subscribers).toBe(joined);
      }
      // nobody is left on a plan that does not exist
      const { data: tenant } = await db().entities.client.get({ clientId: subscriber.clientId }).go();
      expect(
        (
          await db()
            .entities.plan.get({ id: tenant?.planId ?? '' })
            .go()
        ).data,
        outcomes.join(' '),
      ).not.toBeNull();
      for (const r of [subscribed, signedUp]) expect(r.status, r.text).toBeLessThan(500);
    }
  });

  it('frees a plan its last tenant moved away from, so it can be deleted', async () => {
    const t = await signUpTenant(gw.url);
    const a = (await admin.post('/api/admin/plans', body({ name: 'Move A' }))).json.plan.id as string;
    const b = (await admin.post('/api/admin/plans', body({ name: 'Move B' }))).json.plan.id as string;
    expect((await t.owner.post('/api/billing/create-subscription', { planId: a })).status).toBe(200);
    expect((await admin.del(`/api/admin/plans/${a}`)).status).toBe(409);
    expect((await t.owner.post('/api/billing/create-subscription', { planId: b })).status).toBe(200);
    expect((await db().entities.plan.get({ id: a }).go()).data?.subscribers).toBe(0);
    expect((await admin.del(`/api/admin/plans/${a}`)).status).toBe(204);
    expect((await db().entities.plan.get({ id: b }).go()).data?.subscribers).toBe(1);
  });

  it('lets a tenant left on a plan deleted before the counter existed move to another plan', async () => {
    // data from before issue 27: the tenant's plan was deleted while it subscribed (the race the counter
    // closes); moving it off must not need the missing plan's item, or it is stuck (409, webhooks 500)
    const t = await signUpTenant(gw.url);
    const gone = (await admin.post('/api/admin/plans', body({ name: 'Gone' }))).json.plan.id as string;
    const next = (await admin.post('/api/admin/plans', body({ name: 'Next' }))).json.plan.id as string;
    expect((await t.owner.post('/api/billing/create-subscription', { planId: gone })).status).toBe(200);
    await db().entities.plan.delete({ id: gone }).go();
    const moved = await t.owner.post('/api/billing/create-subscription', { planId: next });
    expect(moved.status, moved.text).toBe(200);
    expect((await db().entities.client.get({ clientId: t.clientId }).go()).data?.planId).toBe(next);
    expect((await db().entities.plan.get({ id: next }).go()).data?.subscribers).toBe(1);
  });

  it('frees a deleted account’s place on its plan once, however often the deletion runs', async () => {
    const [leaving, staying] = [await signUpTenant(gw.url), await signUpTenant(gw.url)];
    const id = (await admin.post('/api/admin/plans', body({ name: 'Shared' }))).json.plan.id as string;
    for (const t of [leaving, staying])
      expect((await t.owner.post('/api/billing/create-subscription', { planId: id })).status).toBe(200);
    const { data: company } = await db().entities.client.get({ clientId: leaving.clientId }).go();
    // a double click, or a retry while the first request still runs
    const runs = await Promise.allSettled(
      [1, 2, 3].map(() => deleteAccount(leaving.clientId, company?.companyName ?? '')),
    );
    expect(runs.some((r) => r.status === 'fulfilled')).toBe(true);
    expect((await db().entities.client.get({ clientId: leaving.clientId }).go()).data).toBeNull();
    expect((await db().entities.plan.get({ id }).go()).data?.subscribers).toBe(1);
    expect((await admin.del(`/api/admin/plans/${id}`)).status).toBe(409);
  });

  it('refuses to delete a plan its tenants are on even when its counter says nobody', async () => {
    // a counter counted low: a tenant joined after the new code went live, before the migration counted
    const t = await signUpTenant(gw.url);
    const id = (await admin.post('/api/admin/plans', body({ name: 'Counted low' }))).json.plan.id as string;
    expect((await t.owner.post('/api/billing/create-subscription', { planId: id })).status).toBe(200);
    await db().entities.plan.patch({ id }).set({ subscribers: 0 }).go();
    const del = await admin.del(`/api/admin/plans/${id}`);
    expect(del.status, del.text).toBe(409);
    expect((await db().entities.plan.get({ id }).go()).data).not.toBeNull();
  });

  it('stores and lists a one-character plan name (one rule for the form and the stored plan)', async () => {
    const created = await admin.post('/api/admin/plans', body({ name: 'X' }));
    expect(created.status, created.text).toBe(201);
    const id = created.json.plan.id as string;
    expect((await publicPlans()).find((p) => p.id === id)?.name).toBe('X');
    expect((await adminPlans()).find((p) => p.id === id)?.name).toBe('X');
    expect((await admin.del(`/api/admin/plans/${id}`)).status).toBe(204);
  });

  it('keeps both plan lists up when a stored plan no longer parses: that plan is left out', async () => {
    const id = `plan-broken-${Date.now()}`;
    await db()
      .entities.plan.create({ id, name: 'y'.repeat(61), conversationsLimit: 10, priceMonthly: 100, features: ['x'] })
      .go();
    try {
      const pub = await new ApiClient(gw.url).get('/api/plans');
      expect(pub.status).toBe(200);
      expect(pub.json.plans.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(['plan-starter']));
      expect(pub.json.plans.map((p: { id: string }) => p.id)).not.toContain(id);
      expect((await adminPlans()).map((p) => p.id)).not.toContain(id);
    } finally {
      await db().entities.plan.delete({ id }).go();
    }
  });

  it('validates the plan form with the spec messages and answers 404 for an unknown plan', async () => {
    const bad = await admin.post('/api/admin/plans', body({ conversationsLimit: 0, priceMonthly: -1, features: [] }));
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({
      conversationsLimit: 'Conversation limit must be at least 1',
      priceMonthly: 'Price must be 0 or greater',
      features: 'At least one feature is required',
    });
    expect((await admin.put('/api/admin/plans/no-such-plan', body())).status).toBe(404);
    expect((await admin.del('/api/admin/plans/no-such-plan')).status).toBe(404);
  });
});
