import type { ActivityEntry } from '@shared/schemas/activity';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { liveMonths } from '../../core/activity/list';
import { recordActivity } from '../../core/activity/record';
import { db } from '../../db/service';
import { ApiClient } from '../../test-support/api';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signInAdmin, TEST_PASSWORD, type TestTenant } from '../../test-support/tenants';

/** The activity log (issue 12 §5): real events, filters, paging, CSV, 90-day retention, admin only. */
let gw: TestGateway;
let tenant: TestTenant;
let admin: ApiClient;
beforeAll(() => useIsolatedTable('admin-activity'));
tenantSuite(async (g, t) => {
  gw = g;
  tenant = t;
  admin = await signInAdmin(g.url);
});

const entries = async (query = '') => {
  const r = await admin.get(`/api/admin/activity${query}`);
  expect(r.status).toBe(200);
  return r.json as { entries: ActivityEntry[]; nextCursor: string | null };
};
const find = async (action: string, match: (e: ActivityEntry) => boolean, query = '?limit=100') =>
  (await entries(query)).entries.find((e) => e.action === action && match(e));

describe('admin activity log', () => {
  it('records sign-ups, sign-ins and refused sign-ins with actor, tenant, IP and level', async () => {
    const signup = await find('auth.signup', (e) => e.actorEmail === tenant.ownerEmail);
    expect(signup).toMatchObject({ level: 'info', category: 'user', clientId: tenant.clientId });
    expect(signup?.ip).toBeTruthy();

    const wrong = 'Wr0ng-Password-planted';
    expect(
      (await new ApiClient(gw.url).post('/api/auth/login', { email: tenant.ownerEmail, password: wrong })).status,
    ).toBe(401);
    expect(
      (await new ApiClient(gw.url).post('/api/auth/login', { email: tenant.ownerEmail, password: TEST_PASSWORD }))
        .status,
    ).toBe(200);

    const failed = await find('auth.login_failed', (e) => e.message.includes(tenant.ownerEmail));
    expect(failed).toMatchObject({ level: 'warn', category: 'security', actorId: null });
    const login = await find('auth.login', (e) => e.actorEmail === tenant.ownerEmail);
    expect(login).toMatchObject({ level: 'info', category: 'security', clientId: tenant.clientId });
    // newest first
    const all = (await entries('?limit=100')).entries;
    expect(all.map((e) => e.at)).toEqual([...all.map((e) => e.at)].sort().reverse());
    // a password typed into the email box is not written down
    const typo = 'Hunter2-in-the-email-box';
    expect((await new ApiClient(gw.url).post('/api/auth/login', { email: typo, password: 'x' })).status).toBe(401);
    expect(await find('auth.login_failed', (e) => e.message.includes('(not an email address)'))).toBeTruthy();
    // the password typed never reaches the log
    expect(JSON.stringify(all)).not.toContain(wrong);
    expect(JSON.stringify(all).toLowerCase()).not.toContain(typo.toLowerCase());
    expect(JSON.stringify(all)).not.toContain(TEST_PASSWORD);
  });

  it('records plan changes with the fields that changed', async () => {
    const body = { name: 'Activity Plan', conversationsLimit: 10, priceMonthly: 100, features: ['a'], isActive: true };
    const plan = (await admin.post('/api/admin/plans', body)).json.plan;
    expect(
      (await admin.put(`/api/admin/plans/${plan.id}`, { ...body, priceMonthly: 250, isActive: false })).status,
    ).toBe(200);
    expect((await admin.del(`/api/admin/plans/${plan.id}`)).status).toBe(204);
    const log = (await entries('?category=user&limit=100')).entries;
    expect(log.find((e) => e.action === 'plan.created')?.message).toContain('Activity Plan');
    expect(log.find((e) => e.action === 'plan.updated')?.fields.sort()).toEqual(['isActive', 'priceMonthly']);
    expect(log.find((e) => e.action === 'plan.deleted')).toMatchObject({ level: 'warn' });
    expect(log.every((e) => e.category === 'user')).toBe(true);
  });

  it('filters by level and category on the server and pages with a sealed cursor', async () => {
    for (let i = 0; i < 5; i++) {
      await recordActivity({ level: 'error', category: 'system', action: 'test.paging', message: `page entry ${i}` });
    }
    const errors = (await entries('?level=error&category=system&limit=100')).entries;
    expect(errors.length).toBeGreaterThanOrEqual(5);
    expect(errors.every((e) => e.level === 'error' && e.category === 'system')).toBe(true);

    const first = await entries('?level=error&category=system&limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = await entries(
      `?level=error&category=system&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(second.entries).toHaveLength(2);
    expect(second.entries[0].at <= first.entries[1].at).toBe(true);
    expect(second.entries.map((e) => e.id)).not.toContain(first.entries[1].id);

    const bad = await admin.get('/api/admin/activity?level=debug');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('level');
    const forged = await admin.get('/api/admin/activity?cursor=abc.def');
    expect(forged.status).toBe(400);
    expect(JSON.stringify(forged.json)).toContain('cursor');
  });

  it('fills a filtered page past hundreds of entries that do not match, and pages across months', async () => {
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCHours(0, 0, 2, 0);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const rare = { level: 'error', category: 'api' } as const;
    await recordActivity({ ...rare, action: 'test.rare', message: 'rare in last month' }, lastMonth);
    await recordActivity({ ...rare, action: 'test.rare', message: 'rare 1' }, new Date(Date.now() - 5000));
    await recordActivity({ ...rare, action: 'test.rare', message: 'rare 2' }, new Date(Date.now() - 4000));
    // DynamoDB applies a query's Limit before the filter: 450 newer entries that do not match
    for (let i = 0; i < 9; i++) {
      await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          recordActivity({ level: 'info', category: 'security', action: 'test.noise', message: `noise ${i}-${j}` }),
        ),
      );
    }
    const q = '?level=error&category=api&limit=2';
    const first = await entries(q);
    expect(first.entries.map((e) => e.message)).toEqual(['rare 2', 'rare 1']);
    expect(first.nextCursor).toBeTruthy();
    const second = await entries(`${q}&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.entries.map((e) => e.message)).toEqual(['rare in last month']);
    // a page that filled partway through a read resumes right after its last entry
    const one = await entries('?level=info&category=security&limit=1');
    const next = await entries(
      `?level=info&category=security&limit=1&cursor=${encodeURIComponent(one.nextCursor ?? '')}`,
    );
    expect(next.entries[0].id).not.toBe(one.entries[0].id);
    expect(next.entries[0].at <= one.entries[0].at).toBe(true);
  });

  it('reads older months, keeps 90 days and skips entries past their TTL', async () => {
    const months = liveMonths(new Date('2026-03-15T12:00:00Z'));
    expect(months).toEqual(['2026-03', '2026-02', '2026-01', '2025-12']);

    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCHours(0, 0, 1, 0);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await recordActivity({ level: 'warn', category: 'api', action: 'test.older', message: 'last month' }, lastMonth);
    const stored = await db()
      .entities.activity.query.byMonth({ month: lastMonth.toISOString().slice(0, 7) })
      .go();
    const older = stored.data.find((e) => e.action === 'test.older');
    expect(older?.expiresAt).toBe(Math.floor(lastMonth.getTime() / 1000) + 90 * 86_400);
    expect((await entries('?category=api&limit=100')).entries.some((e) => e.action === 'test.older')).toBe(true);

    // TTL deletion lags in DynamoDB: an entry past its expiry is not shown meanwhile
    const at = new Date().toISOString();
    await db()
      .entities.activity.create({
        month: at.slice(0, 7),
        at,
        id: 'expired-entry',
        level: 'info',
        category: 'api',
        action: 'test.expired',
        message: 'expired',
        fields: [],
        expiresAt: Math.floor(Date.now() / 1000) - 10,
      })
      .go();
    expect((await entries('?category=api&limit=100')).entries.some((e) => e.id === 'expired-entry')).toBe(false);
  });

  it('exports the filtered log as CSV', async () => {
    await recordActivity({ level: 'error', category: 'system', action: 'test.csv', message: '=cmd, "quoted"' });
    const r = await admin.get('/api/admin/activity/export.csv?level=error');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.headers.get('content-disposition')).toMatch(/attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = r.text.split('\r\n');
    expect(lines[0]).toBe('Time,Level,Category,Event,Message,Actor,Tenant,IP,Fields');
    expect(lines.slice(1, -1).every((l) => l.split(',')[1] === 'ERROR')).toBe(true);
    expect(r.text).toContain(`"'=cmd, ""quoted"""`);
    expect(Number(r.headers.get('x-export-rows'))).toBe(lines.length - 2);
  });

  it('is for the platform admin only', async () => {
    for (const path of ['/api/admin/activity', '/api/admin/activity/export.csv']) {
      expect((await tenant.owner.get(path)).status).toBe(403);
      expect((await new ApiClient(gw.url).get(path)).status).toBe(401);
    }
  });
});
