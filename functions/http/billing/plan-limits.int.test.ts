import { ERROR_CODES } from '@shared/api-error';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { usagePeriod } from '../../core/billing/usage-period';
import { startConversation } from '../../core/chat/conversations';
import { recordFirstReply } from '../../core/metrics/chat-metrics';
import { bumpCounter, readCounter } from '../../core/metrics/counters';
import { monthPeriod } from '../../core/metrics/periods';
import { db } from '../../db/service';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

/**
 * Issue 13 item 3 through the real routes: the plan's conversation limit holds per usage period (whole
 * months from the billing anchor), a new period starts at zero, a plan that has ended refuses every new
 * chat, and GET /api/billing/usage reports the same figures the limit is enforced on.
 */
let gw: TestGateway;
let t: TestTenant;
tenantSuite((g, tenant) => {
  gw = g;
  t = tenant;
});

const start = (clientId: string, name = 'Meera Shah') =>
  widgetRequest(gw.url, 'POST', `/api/widget/${clientId}/conversations`, { fields: { name } });
const client = async (clientId: string) => (await db().entities.client.get({ clientId }).go()).data!;
/** What the billing service writes when a subscription changes (core/billing/sync.ts clientPlan). */
const setPlanFields = (
  clientId: string,
  fields: { conversationsLimit?: number; billingAnchor?: string; planEndsAt?: string },
) => db().entities.client.patch({ clientId }).set(fields).go();
const conversationsOf = async (clientId: string) =>
  (await db().entities.conversation.query.byId({ clientId }).go({ pages: 'all' })).data.length;

describe('plan conversation limit', () => {
  it('starts signup as a trial: anchored at signup, ending with the trial period', async () => {
    const c = await client(t.clientId);
    const { data: sub } = await db().entities.subscription.get({ clientId: t.clientId }).go();
    expect(c.billingAnchor).toBe(sub?.currentPeriodStart);
    expect(c.planEndsAt).toBe(sub?.currentPeriodEnd);
    expect(sub?.gateway).toBeUndefined();
    expect(Date.parse(c.planEndsAt!) - Date.parse(c.billingAnchor!)).toBe(30 * 86_400_000);
    expect(Math.abs(Date.parse(c.billingAnchor!) - Date.now())).toBeLessThan(120_000);
  });

  it('refuses the start past the limit with "chat unavailable" (402), and the next usage period starts at zero', async () => {
    const e = await signUpTenant(gw.url);
    // a bought plan (no end, as core/billing/sync.ts writes a live subscription): the 30-day trial would
    // end before the next monthly period begins
    await setPlanFields(e.clientId, { conversationsLimit: 2 });
    await db().entities.client.patch({ clientId: e.clientId }).remove(['planEndsAt']).go();
    const { billingAnchor } = await client(e.clientId);
    const period = usagePeriod(billingAnchor);

    expect((await start(e.clientId, 'First Visitor')).status).toBe(201);
    expect((await start(e.clientId, 'Second Visitor')).status).toBe(201);
    const refused = await start(e.clientId, 'Third Visitor');
    expect(refused.status).toBe(402);
    expect(refused.json.error.code).toBe(ERROR_CODES.QUOTA_EXCEEDED);
    expect(refused.json.error.message).toMatch(/unavailable/);
    // nothing of the refused start was stored
    expect(await readCounter(e.clientId, 'planConversations', period.key)).toBe(2);
    expect(await conversationsOf(e.clientId)).toBe(2);
    // the dashboards' calendar-month counter still counts every start
    expect(await readCounter(e.clientId, 'conversations', monthPeriod())).toBe(2);

    // the next usage period (a moment at its start): a fresh counter, so the start is accepted
    const next = new Date(period.end);
    const started = await startConversation({
      clientId: e.clientId,
      fields: { name: 'Next Month Visitor' },
      source: 'widget',
      now: next,
    });
    expect(started.conversationId).toBeTruthy();
    expect(await readCounter(e.clientId, 'planConversations', usagePeriod(billingAnchor, next).key)).toBe(1);
    expect(usagePeriod(billingAnchor, next).key).not.toBe(period.key);
    expect(await readCounter(e.clientId, 'planConversations', period.key)).toBe(2);
  });

  it('takes a raised limit at once and accepts exactly the remaining quota of concurrent starts', async () => {
    const e = await signUpTenant(gw.url);
    await setPlanFields(e.clientId, { conversationsLimit: 1 });
    expect((await start(e.clientId)).status).toBe(201);
    expect((await start(e.clientId)).status).toBe(402);
    // a plan change (the billing service writes the new plan's limit) applies to the next start
    await setPlanFields(e.clientId, { conversationsLimit: 6 });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => start(e.clientId, `Visitor ${i}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(7);
    const { billingAnchor } = await client(e.clientId);
    expect(await readCounter(e.clientId, 'planConversations', usagePeriod(billingAnchor).key)).toBe(6);
    expect(await conversationsOf(e.clientId)).toBe(6);
  });

  it('refuses every new chat once the plan has ended, and accepts again when a plan is bought', async () => {
    const e = await signUpTenant(gw.url);
    await setPlanFields(e.clientId, { planEndsAt: new Date(Date.now() - 60_000).toISOString() });
    const refused = await start(e.clientId);
    expect(refused.status).toBe(402);
    expect(refused.json.error.code).toBe(ERROR_CODES.QUOTA_EXCEEDED);
    expect(await conversationsOf(e.clientId)).toBe(0);
    // a new subscription: a new anchor and no end (core/billing/sync.ts removes planEndsAt)
    await db().entities.client.patch({ clientId: e.clientId }).remove(['planEndsAt']).go();
    expect((await start(e.clientId)).status).toBe(201);
  });
});

describe('GET /api/billing/usage', () => {
  it('reports the trial: the period from the anchor, the plan counter, seats, no price', async () => {
    const e = await signUpTenant(gw.url);
    await start(e.clientId, 'Usage Visitor');
    await start(e.clientId, 'Usage Visitor Two');
    await e.member('human_agent');
    await e.member('ai_trainer');
    const { billingAnchor, conversationsLimit } = await client(e.clientId);
    const period = usagePeriod(billingAnchor);

    const r = await e.owner.get('/api/billing/usage');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      conversationsUsed: 2,
      conversationsLimit,
      teamMembers: 2,
      teamMembersLimit: 3, // Starter's seats
      medianFirstReplySeconds: null,
      periodStart: period.start,
      periodEnd: period.end,
      costInsights: {
        planPrice: 0, // a trial costs nothing
        costPerConversation: 0,
        escalatedShare: 0,
        projectedUnusedValue: null, // not a week into the period yet
      },
    });
  });

  it('reports a paid plan’s cost figures from the tenant’s own counters, and limit 0 once the plan has ended', async () => {
    const e = await signUpTenant(gw.url);
    const anchor = new Date(Date.now() - 10 * 86_400_000).toISOString();
    // a subscription paid at Razorpay, ten days into its period
    await setPlanFields(e.clientId, { billingAnchor: anchor });
    await db().entities.client.patch({ clientId: e.clientId }).remove(['planEndsAt']).go();
    await db().entities.subscription.patch({ clientId: e.clientId }).set({ gateway: 'razorpay' }).go();
    for (const name of ['A', 'B', 'C', 'D']) expect((await start(e.clientId, name)).status).toBe(201);
    await bumpCounter(e.clientId, 'escalations');
    await recordFirstReply(e.clientId, 40);
    await recordFirstReply(e.clientId, 91);

    const r = await e.owner.get('/api/billing/usage');
    expect(r.status).toBe(200);
    const period = usagePeriod(anchor);
    const price = 249_900; // Starter
    expect(r.json).toMatchObject({
      conversationsUsed: 4,
      conversationsLimit: 1_000,
      periodStart: anchor,
      periodEnd: period.end,
      costInsights: { planPrice: price, costPerConversation: Math.round(price / 4), escalatedShare: 0.25 },
    });
    // the time to a person's first reply is the dashboard's figure from the same counters, not a mean of its own
    const stats = await e.owner.get('/api/conversations/stats');
    expect(stats.json.metrics.medianFirstReplySeconds).not.toBeNull();
    expect(r.json.medianFirstReplySeconds).toBe(stats.json.metrics.medianFirstReplySeconds);
    expect(r.json.medianFirstReplySeconds).not.toBe(66); // (40 + 91) / 2: the mean Billing showed before
    // at 4 conversations in 10 days the month projects to ~12 of 1,000: nearly all the price goes unused
    const length = Date.parse(period.end) - Date.parse(period.start);
    const projected = (4 / (10 * 86_400_000)) * length;
    expect(r.json.costInsights.projectedUnusedValue).toBeCloseTo(price * (1 - projected / 1_000), -1);

    await setPlanFields(e.clientId, { planEndsAt: new Date(Date.now() - 1000).toISOString() });
    const ended = await e.owner.get('/api/billing/usage');
    expect(ended.json).toMatchObject({ conversationsUsed: 4, conversationsLimit: 0, costInsights: { planPrice: 0 } });
    expect(ended.json.costInsights.projectedUnusedValue).toBeNull();

    // the dashboard's card agrees with the usage route
    const dash = await e.owner.get('/api/dashboard');
    expect(dash.json).toMatchObject({ conversationsUsed: 4, conversationsLimit: 0 });
  });

  it('is the owner’s alone', async () => {
    const agent = await t.member('human_agent');
    expect((await agent.get('/api/billing/usage')).status).toBe(403);
    expect((await fetch(`${gw.url}/api/billing/usage`)).status).toBe(401);
    expect((await t.owner.get('/api/billing/usage')).status).toBe(200);
  });
});
