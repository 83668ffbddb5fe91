import type { ActivityEntry } from '@shared/schemas/activity';
import type { AdminClient, AdminUser } from '@shared/schemas/admin-clients';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { listActivity } from '../../core/activity/list';
import { EXPORT_CAPS, EXPORT_MAX_BYTES } from '../../core/admin/client-export';
import { OWN_ACCOUNT } from '../../core/admin/clients';
import { PLATFORM_COMPANY } from '../../core/admin/users';
import { db } from '../../db/service';
import { runMigrations } from '../../ops/migrations';
import type { ApiClient } from '../../test-support/api';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { loginAs, signInAdmin, signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

/** Admin → Clients and User Management (issue 12): the list, suspend/activate, export, users by tenant. */
let gw: TestGateway;
let tenant: TestTenant;
let admin: ApiClient;
beforeAll(() => useIsolatedTable('admin-clients'));
tenantSuite(async (g, t) => {
  gw = g;
  tenant = t;
  admin = await signInAdmin(g.url);
});

const clients = async (query = '') => {
  const r = await admin.get(`/api/admin/clients${query}`);
  expect(r.status, r.text).toBe(200);
  return r.json as { clients: AdminClient[]; nextCursor: string | null };
};
const rowOf = async (clientId: string) => (await clients('?limit=100')).clients.find((c) => c.id === clientId);
const widgetConfig = (clientId: string) => widgetRequest(gw.url, 'GET', `/api/widget/${clientId}/config`);
const activity = async (action: string, clientId: string) =>
  (await listActivity({ limit: 100 })).entries.filter(
    (e: ActivityEntry) => e.action === action && e.clientId === clientId,
  );

describe('admin clients', () => {
  it('refuses an owner and an agent on every clients and users route (403)', async () => {
    const agent = await tenant.member('human_agent');
    for (const who of [tenant.owner, agent]) {
      for (const [method, path, body] of [
        ['GET', '/api/admin/clients', undefined],
        ['PUT', `/api/admin/clients/${tenant.clientId}/status`, { status: 'suspended' }],
        ['GET', `/api/admin/clients/${tenant.clientId}/export`, undefined],
        ['GET', '/api/admin/users', undefined],
      ] as const) {
        expect((await who.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await rowOf(tenant.clientId))?.status).toBe('active');
  });

  it('shows each field from the tenant’s real data', async () => {
    const t = await signUpTenant(gw.url, { companyName: 'Field Check Dental', planId: 'plan-starter' });
    const before = await rowOf(t.clientId);
    expect(before).toMatchObject({ widgetInstalled: false, conversationsUsed: 0, leadsCaptured: 0 });
    // signup starts the plan's trial: the row says so and when it ends
    const { data: signedUp } = await db().entities.client.get({ clientId: t.clientId }).go();
    expect(signedUp?.planEndsAt).toBeTruthy();
    expect(before).toMatchObject({ status: 'active', trial: true, planEndsAt: signedUp?.planEndsAt });

    // the widget loads on a site, and a visitor starts a chat with the lead form
    expect((await widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/loads`)).status).toBe(204);
    const chat = await widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/conversations`, {
      fields: { name: 'Ravi Kumar', email: 'ravi@example.com', message: 'Do you do braces?' },
    });
    expect(chat.status).toBe(201);

    // a trial pays nothing: no revenue until the subscription is paid at a gateway
    expect((await rowOf(t.clientId))?.monthlyRevenue).toBe(0);
    await db().entities.subscription.patch({ clientId: t.clientId }).set({ gateway: 'razorpay' }).go();

    const { data: plan } = await db().entities.plan.get({ id: 'plan-starter' }).go();
    const { data: stored } = await db().entities.client.get({ clientId: t.clientId }).go();
    expect(await rowOf(t.clientId)).toEqual({
      id: t.clientId,
      companyName: 'Field Check Dental',
      contactEmail: t.ownerEmail,
      planId: 'plan-starter',
      plan: plan?.name,
      status: 'active',
      trial: false, // bought at a gateway
      planEndsAt: stored?.planEndsAt ?? null,
      conversationsUsed: 1,
      conversationsThisMonth: 1,
      conversationsLimit: plan?.conversationsLimit,
      widgetInstalled: true,
      monthlyRevenue: plan?.priceMonthly,
      leadsCaptured: 1,
      joinedDate: stored?.createdAt,
      lastActivity: stored?.lastActivityAt, // the owner's sign-in at signup
      isPlatform: false,
    });
  });

  it('counts "this month" by the calendar month: a plan change restarts the plan’s usage, not the month', async () => {
    const t = await signUpTenant(gw.url, { planId: 'plan-starter' });
    const chat = await widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/conversations`, {
      fields: { name: 'Ravi Kumar', email: 'ravi@example.com' },
    });
    expect(chat.status).toBe(201);
    const stats = async () => (await admin.get('/api/admin/stats')).json.totalConversations as number;
    const statsBefore = await stats();
    expect(await rowOf(t.clientId)).toMatchObject({ conversationsUsed: 1, conversationsThisMonth: 1 });

    // the owner changes plan mid-period (the offline test gateway activates it at once)
    const changed = await t.owner.post('/api/billing/create-subscription', { planId: 'plan-growth' });
    expect(changed.json).toMatchObject({ kind: 'activated', subscription: { planId: 'plan-growth' } });

    // the new plan's period starts at 0, and the owner's usage says so; the month's figures do not move
    expect((await t.owner.get('/api/billing/usage')).json.conversationsUsed).toBe(0);
    expect(await rowOf(t.clientId)).toMatchObject({ conversationsUsed: 0, conversationsThisMonth: 1 });
    expect(await stats()).toBe(statsBefore);
  });

  it('shows when a tenant was last seen: the latest sign-in of any of its users', async () => {
    const t = await signUpTenant(gw.url, { companyName: 'Last Seen Optics' });
    const atSignup = (await rowOf(t.clientId))?.lastActivity;
    expect(atSignup).toBeTruthy();
    await new Promise((r) => setTimeout(r, 5));
    await loginAs(gw.url, t.ownerEmail);
    const later = (await rowOf(t.clientId))?.lastActivity;
    expect(later && atSignup && later > atSignup).toBe(true);
    // the platform admin's own sign-ins are no tenant's activity
    await signInAdmin(gw.url);
    expect((await rowOf(t.clientId))?.lastActivity).toBe(later);
  });

  it('searches by company or contact email on the server, case-insensitively', async () => {
    const a = await signUpTenant(gw.url, { companyName: 'Zebra Crossing Optics' });
    const b = await signUpTenant(gw.url, { companyName: 'Another Shop', email: `ZEBRA.${Date.now()}@Test.Parley.app` });
    const ids = (r: { clients: AdminClient[] }) => r.clients.map((c) => c.id).sort();
    expect(ids(await clients('?search=zEbRa'))).toEqual([a.clientId, b.clientId].sort());
    expect(ids(await clients('?search=crossing%20optics'))).toEqual([a.clientId]);
    expect((await clients('?search=no-such-company-anywhere')).clients).toEqual([]);
  });

  it('backfills searchText for tenants stored before the search existed', async () => {
    const t = await signUpTenant(gw.url, { companyName: 'Legacy Lenses' });
    await db().entities.client.patch({ clientId: t.clientId }).remove(['searchText']).go();
    expect((await clients('?search=legacy%20lenses')).clients).toEqual([]);
    expect((await runMigrations()).clientSearchText).toBeGreaterThanOrEqual(1);
    expect((await clients('?search=legacy%20lenses')).clients.map((c) => c.id)).toEqual([t.clientId]);
    expect((await runMigrations()).clientSearchText).toBe(0);
  });

  it('pages newest first with a sealed cursor, null after the last page', async () => {
    const all = (await clients('?limit=100')).clients;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const joined = all.map((c) => c.joinedDate);
    expect(joined).toEqual([...joined].sort().reverse());

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await clients(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.clients.length).toBeGreaterThan(0);
      expect(page.clients.length).toBeLessThanOrEqual(2);
      seen.push(...page.clients.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((c) => c.id));

    const forged = await admin.get('/api/admin/clients?cursor=abc.def');
    expect(forged.status).toBe(400);
    expect(forged.json.error.fields).toHaveProperty('cursor');
  });

  it('suspends a tenant: its signed-in owner gets 403 on the next request, its widget is unavailable; activating restores both', async () => {
    const t = await signUpTenant(gw.url, { companyName: 'Suspend Me Ltd' });
    expect((await t.owner.get('/api/dashboard')).status).toBe(200);
    expect((await widgetConfig(t.clientId)).status).toBe(200);

    const r = await admin.put(`/api/admin/clients/${t.clientId}/status`, { status: 'suspended' });
    expect(r.status).toBe(200);
    expect(r.json.client).toMatchObject({ id: t.clientId, companyName: 'Suspend Me Ltd', status: 'suspended' });
    expect((await rowOf(t.clientId))?.status).toBe('suspended');

    const refused = await t.owner.get('/api/dashboard');
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toMatch(/suspended/i);
    expect((await widgetConfig(t.clientId)).status).toBe(404); // the widget shows "chat unavailable"

    const suspended = await activity('tenant.suspended', t.clientId);
    expect(suspended).toHaveLength(1);
    expect(suspended[0]).toMatchObject({ level: 'warn', category: 'user', fields: ['status'] });
    expect(suspended[0].actorEmail).toMatch(/^admin\./);
    expect(suspended[0].ip).toBeTruthy();

    const back = await admin.put(`/api/admin/clients/${t.clientId}/status`, { status: 'active' });
    expect(back.status).toBe(200);
    expect(back.json.client.status).toBe('active');
    expect((await t.owner.get('/api/dashboard')).status).toBe(200);
    expect((await widgetConfig(t.clientId)).status).toBe(200);
    expect(await activity('tenant.activated', t.clientId)).toEqual([
      expect.objectContaining({ level: 'info', category: 'user' }),
    ]);
  });

  it('refuses to suspend the platform’s own account (409), an unknown tenant (404) and a bad status (400 naming status)', async () => {
    const own = await admin.put('/api/admin/clients/platform/status', { status: 'suspended' });
    expect(own.status).toBe(409);
    expect(own.json.error.message).toBe(OWN_ACCOUNT);

    expect((await admin.put('/api/admin/clients/no-such-tenant/status', { status: 'suspended' })).status).toBe(404);
    expect((await admin.get('/api/admin/clients/no-such-tenant/export')).status).toBe(404);

    for (const status of ['trial', 'deleted', '', 7]) {
      const bad = await admin.put(`/api/admin/clients/${tenant.clientId}/status`, { status });
      expect(bad.status, String(status)).toBe(400);
      expect(bad.json.error.fields).toHaveProperty('status');
    }
    expect((await rowOf(tenant.clientId))?.status).toBe('active');
  });

  it('exports the tenant’s data as a JSON download without password or token material', async () => {
    const t = await signUpTenant(gw.url, { companyName: 'Export & Sons' });
    await t.member('ai_trainer');
    const chat = await widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/conversations`, {
      fields: { name: 'Nina Das', email: 'nina@example.com' },
    });
    const sent = await widgetRequest(
      gw.url,
      'POST',
      '/api/widget/messages',
      { content: 'Are you open on Sunday?' },
      chat.json.token,
    );
    expect(sent.status).toBeLessThan(300);
    const r = await admin.get(`/api/admin/clients/${t.clientId}/export`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(r.headers.get('content-disposition')).toMatch(
      /^attachment; filename="export-sons-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = JSON.parse(r.text);
    expect(data.client).toMatchObject({ clientId: t.clientId, companyName: 'Export & Sons' });
    expect(data.client).not.toHaveProperty('searchText');
    expect(data.users.map((u: AdminUser) => u.role).sort()).toEqual(['ai_trainer', 'business_owner']);
    for (const u of data.users) expect(Object.keys(u)).not.toEqual(expect.arrayContaining(['notBefore']));
    expect(r.text).not.toMatch(/password|notBefore|refresh/i);
    expect(data.widgetSettings.clientId).toBe(t.clientId);
    expect(data.leads.map((l: { name: string }) => l.name)).toEqual(['Nina Das']);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].messages.map((m: { content: string }) => m.content)).toContain(
      'Are you open on Sunday?',
    );
    expect(data.caps).toEqual({ ...EXPORT_CAPS, bytes: EXPORT_MAX_BYTES });
    expect(data.truncated).toEqual({
      users: false,
      intents: false,
      leads: false,
      conversations: false,
      messages: false,
    });
    expect(await activity('tenant.exported', t.clientId)).toHaveLength(1);
  });
});

describe('admin users', () => {
  it('lists users by tenant with role counts, the platform’s admins first, paged by tenant', async () => {
    const t = await signUpTenant(gw.url, { companyName: 'Team Tenant' });
    await t.member('human_agent');
    const r = await admin.get('/api/admin/users?limit=1');
    expect(r.status).toBe(200);
    const { users, roleCounts, nextCursor } = r.json as {
      users: AdminUser[];
      roleCounts: Record<string, number>;
      nextCursor: string | null;
    };
    // page 1: the platform's users, then the newest tenant (t) with its owner and agent
    expect(users[0]).toMatchObject({ clientId: 'platform', companyName: PLATFORM_COMPANY, role: 'admin' });
    const mine = users.filter((u) => u.clientId === t.clientId);
    expect(mine.map((u) => u.role).sort()).toEqual(['business_owner', 'human_agent']);
    expect(mine.find((u) => u.role === 'business_owner')).toMatchObject({
      email: t.ownerEmail,
      companyName: 'Team Tenant',
      isActive: true,
    });
    expect(new Set(users.map((u) => u.clientId)).size).toBe(2);
    for (const role of ['admin', 'business_owner', 'ai_trainer', 'human_agent']) {
      expect(roleCounts[role], role).toBe(users.filter((u) => u.role === role).length);
    }
    expect(JSON.stringify(users)).not.toMatch(/notBefore|password/i);

    expect(nextCursor).toBeTruthy();
    const next = await admin.get(`/api/admin/users?limit=1&cursor=${encodeURIComponent(nextCursor ?? '')}`);
    expect(next.status).toBe(200);
    expect(next.json.users.some((u: AdminUser) => u.clientId === t.clientId || u.clientId === 'platform')).toBe(false);
  });
});
