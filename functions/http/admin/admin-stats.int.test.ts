import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { bumpCounter } from '../../core/metrics/counters';
import { db } from '../../db/service';
import type { ApiClient } from '../../test-support/api';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signInAdmin, signUpTenant, type TestTenant } from '../../test-support/tenants';

/** The admin dashboard (issue 12): figures from the tenants, health from real checks. */
let gw: TestGateway;
let tenant: TestTenant;
let admin: ApiClient;
beforeAll(() => useIsolatedTable('admin-stats'));
tenantSuite(async (g, t) => {
  gw = g;
  tenant = t;
  admin = await signInAdmin(g.url);
});

describe('admin stats and system health', () => {
  it('refuses an owner (403)', async () => {
    expect((await tenant.owner.get('/api/admin/stats')).status).toBe(403);
    expect((await tenant.owner.get('/api/admin/system')).status).toBe(403);
  });

  it('checks the table, the dead-letter queues, the identity service and the mail service, each timed', async () => {
    const r = await admin.get('/api/admin/system');
    expect(r.status, r.text).toBe(200);
    expect(r.json.status).toBe('healthy');
    expect(r.json.checks.map((c: { name: string }) => c.name)).toEqual(['database', 'queue', 'identity', 'mail']);
    for (const c of r.json.checks) {
      expect(c.status, c.name).toBe('healthy');
      expect(c.latencyMs).toEqual(expect.any(Number));
    }
    expect(r.json.checks[1].detail).toMatch(
      /^DLQ depth 0 \(intent-sync 0, lead-enrichment 0, webpage-publish 0, live-fanout 0, mail-send 0, knowledge-crawl 0, knowledge-index 0, mail-feedback 0\)/,
    );
    // at home the mail path is the SES stand-in (issue 31)
    expect(r.json.checks[3].detail).toContain(`Local SES stand-in answers (inbox at ${process.env.SES_ENDPOINT})`);
  });

  it('reports a dead letter as degraded and names the queue', async () => {
    gw.queue.deadLetters.push({
      consumer: 'lead-enrichment',
      record: { body: 'x' } as never,
      error: new Error('test'),
    } as never);
    try {
      const r = await admin.get('/api/admin/system');
      expect(r.json.status).toBe('degraded');
      expect(r.json.checks[1]).toMatchObject({ name: 'queue', status: 'degraded' });
      expect(r.json.checks[1].detail).toMatch(/^DLQ depth 1 \(.*lead-enrichment 1/);
    } finally {
      gw.queue.deadLetters.pop();
    }
  });

  it('counts tenants by status and trial, MRR from active subscriptions and this month’s conversations', async () => {
    const second = await signUpTenant(gw.url, { planId: 'plan-professional', companyName: 'Second Co' });
    await bumpCounter(tenant.clientId, 'conversations', 3);
    await bumpCounter(second.clientId, 'conversations', 4);
    // revenue is what is paid: the suite's tenant pays at Razorpay, the second is still on its signup
    // trial and a third subscribed on the offline test gateway (no charge) — neither of those counts
    await db().entities.subscription.patch({ clientId: tenant.clientId }).set({ gateway: 'razorpay' }).go();
    const third = await signUpTenant(gw.url, { planId: 'plan-business', companyName: 'Third Co' });
    await db().entities.subscription.patch({ clientId: third.clientId }).set({ gateway: 'test' }).go();
    // on trial: only the second; a fourth's trial ran out (no plan now) and a fifth on trial is suspended
    const fourth = await signUpTenant(gw.url, { companyName: 'Fourth Co' });
    const ended = new Date(Date.now() - 86_400_000).toISOString();
    await db().entities.client.patch({ clientId: fourth.clientId }).set({ planEndsAt: ended }).go();
    const fifth = await signUpTenant(gw.url, { companyName: 'Fifth Co' });
    await db().entities.client.patch({ clientId: fifth.clientId }).set({ status: 'suspended' }).go();
    const r = await admin.get('/api/admin/stats');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({
      totalClients: 5,
      activeClients: 4,
      suspendedClients: 1,
      trialClients: 1,
      // Starter 2,499.00, in paise: only the paying subscription
      monthlyRevenue: 249_900,
      totalConversations: 7,
      systemHealth: 'healthy',
    });
    expect(r.json.checks).toHaveLength(4);
  });
});
