import { AI_LIST_PRICES, USD_TO_INR } from '@shared/ai-prices';
import type { AiCosts, AnalyticsReport } from '@shared/schemas/admin-analytics';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { addDays } from '../../core/admin/analytics-periods';
import { countGrowth, dayPeriod } from '../../core/metrics/platform-metrics';
import { savePlatformConfig } from '../../core/platform/platform-config';
import { db } from '../../db/service';
import type { ApiClient } from '../../test-support/api';
import { type FakeOpenAi, startFakeOpenAi } from '../../test-support/fake-openai';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signInAdmin, signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

/**
 * Analytics and AI Cost Optimization (issue 12) through the real API in a table of their own: the
 * platform's daily counters move by exactly what was created, the period bounds them, the CSV is the
 * same report, and model usage reported by the (fake) OpenAI API is what the cost screen shows.
 */
let gw: TestGateway;
let tenant: TestTenant;
let admin: ApiClient;
let fake: FakeOpenAi;
const USAGE = { prompt_tokens: 1200, completion_tokens: 300 };
beforeAll(() => useIsolatedTable('admin-analytics'));
tenantSuite(async (g, t) => {
  gw = g;
  tenant = t;
  admin = await signInAdmin(g.url);
  fake = await startFakeOpenAi(() => ({
    usage: USAGE,
    content: JSON.stringify({
      intentAnalysis: 'purchase',
      urgencyScore: 7,
      confidence: 0.8,
      tags: ['pricing'],
      summaryText: 'Asked about the annual plan.',
    }),
  }));
});
afterAll(() => fake?.close());

const report = async (period = '30d') => {
  const r = await admin.get(`/api/admin/analytics?period=${period}`);
  expect(r.status).toBe(200);
  return r.json as AnalyticsReport;
};
const costs = async (period = '30d') => {
  const r = await admin.get(`/api/admin/ai-costs?period=${period}`);
  expect(r.status).toBe(200);
  return r.json as AiCosts;
};
async function visitorConversation(email: string) {
  const r = await widgetRequest(gw.url, 'POST', `/api/widget/${tenant.clientId}/conversations`, {
    fields: { name: 'Asha Rao', email, message: 'What does the annual plan cost?' },
  });
  expect(r.status).toBe(201);
}

describe('admin analytics', () => {
  it('refuses an owner on every analytics route (403)', async () => {
    for (const path of ['/api/admin/analytics', '/api/admin/analytics/export.csv', '/api/admin/ai-costs']) {
      expect((await tenant.owner.get(path)).status, path).toBe(403);
    }
  });

  it('with no model call recorded, AI costs answer hasData false', async () => {
    expect(await costs()).toEqual({ hasData: false, period: '30d' });
  });

  it('refuses a period outside 7d/30d/90d/1y with a 400 naming period', async () => {
    for (const path of [
      '/api/admin/analytics?period=2w',
      '/api/admin/ai-costs?period=1d',
      '/api/admin/analytics/export.csv?period=x',
    ]) {
      const r = await admin.get(path);
      expect(r.status, path).toBe(400);
      expect(Object.keys(r.json.error.fields ?? {}), path).toContain('period');
    }
  });

  it('counts a signup, a widget conversation (and its lead) and a manual lead exactly once, today', async () => {
    const before = await report('7d');
    expect(before.series).toHaveLength(7);
    expect(before.to).toBe(dayPeriod());

    const second = await signUpTenant(gw.url);
    await visitorConversation('asha@example.com');
    expect((await tenant.owner.post('/api/leads', { name: 'Walk-in Customer' })).status).toBe(201);

    // two tenants on the Starter plan: MRR counts the one that pays (Stripe), not the one on its signup trial
    await db().entities.subscription.patch({ clientId: second.clientId }).set({ gateway: 'stripe' }).go();
    const after = await report('7d');
    const today = (r: AnalyticsReport) => r.series[r.series.length - 1];
    expect(after.totals.signups - before.totals.signups).toBe(1);
    expect(after.totals.conversations - before.totals.conversations).toBe(1);
    expect(after.totals.leads - before.totals.leads).toBe(2);
    expect(today(after).signups - today(before).signups).toBe(1);
    const plans = (await admin.get('/api/admin/plans')).json.plans as { id: string; priceMonthly: number }[];
    const starter = plans.find((p) => p.id === 'plan-starter')?.priceMonthly ?? Number.NaN;
    expect(after.totals.mrr).toBe(starter);
    expect(today(after).mrr).toBe(after.totals.mrr);
  });

  it('bounds the figures by the period and compares with the previous one only where it was counted', async () => {
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    const hundredDaysAgo = new Date(Date.now() - 100 * 86_400_000);
    const [d7, d30, d90] = [await report('7d'), await report('30d'), await report('90d')];
    for (let i = 0; i < 3; i++) await countGrowth('signups', tenDaysAgo);
    for (let i = 0; i < 5; i++) await countGrowth('leads', hundredDaysAgo);

    const [a7, a30, a90, a1y] = [await report('7d'), await report('30d'), await report('90d'), await report('1y')];
    expect(a7.totals.signups).toBe(d7.totals.signups); // 10 days ago is outside 7 days
    expect(a30.totals.signups).toBe(d30.totals.signups + 3);
    expect(a30.series.find((b) => b.start === dayPeriod(tenDaysAgo))?.signups).toBe(3);
    expect(a90.totals.leads).toBe(d90.totals.leads); // 100 days ago: the previous 90 days
    // the previous 7 days (7–13 days ago) hold the 3 signups
    expect(a7.previous.signups).toBe(3);
    expect(a1y.bucket).toBe('week');
    expect(a1y.series).toHaveLength(52);
    expect(a1y.series[0].start).toBe(addDays(dayPeriod(), -363));
    expect(a1y.totals.leads).toBe(a90.totals.leads + 5);
    // counting began 100 days ago: 30d's previous period (30–59 days ago) was counted from its first day;
    // 90d's (90–179 days ago) and 1y's were not, so they have no comparison rather than a partial one
    expect(a30.recordedSince).toBe(dayPeriod(hundredDaysAgo));
    expect(a30.previous.signups).toBe(0);
    expect(a90.previous.leads).toBeNull();
    expect(a1y.previous).toMatchObject({ signups: null, conversations: null, leads: null });
    // no subscription existed before today, so no MRR to compare with
    expect(a30.previous.mrr).toBeNull();
  });

  it('exports the same report as CSV: a header, one row per day and a total, CRLF', async () => {
    const r = await admin.request('GET', '/api/admin/analytics/export.csv?period=7d');
    const json = await report('7d');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.headers.get('content-disposition')).toMatch(/attachment; filename="analytics-7d-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = r.text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('Period start,Period end,Signups,Conversations,Leads,MRR (INR)');
    expect(lines).toHaveLength(1 + 7 + 1 + 1);
    const last = json.series[6];
    expect(lines[7]).toBe(
      `${last.start},${last.end},${last.signups},${last.conversations},${last.leads},${(last.mrr / 100).toFixed(2)}`,
    );
    expect(lines[8]).toBe(
      `Total,${json.to},${json.totals.signups},${json.totals.conversations},${json.totals.leads},${(json.totals.mrr / 100).toFixed(2)}`,
    );
  });
});

describe('AI cost optimization', () => {
  it('shows the tokens OpenAI reported, a cost from the price table and a suggestion from the data', async () => {
    await savePlatformConfig('openai', {
      enabled: true,
      apiKey: 'sk-test-analytics-1234',
      model: 'gpt-4o',
      baseURL: fake.baseURL,
      temperature: 0.2,
      maxTokens: 300,
    });
    await visitorConversation('meera@example.com');
    const found = await tenant.owner.get('/api/leads?search=meera%40example.com');
    const enriched = await tenant.owner.post(`/api/leads/${found.json.leads[0].id}/enrich`);
    expect(enriched.status).toBe(200);
    await gw.queue.drain(); // the capture's own enrichment, if it was queued, calls the fake too

    const r = await costs();
    if (!r.hasData) throw new Error('expected AI usage');
    const calls = fake.requests.length;
    expect(calls).toBeGreaterThanOrEqual(1);
    const row = r.rows.find((x) => x.provider === 'openai' && x.model === 'gpt-4o');
    const price = AI_LIST_PRICES['openai:gpt-4o'];
    const usd = (calls * (USAGE.prompt_tokens * price.inputPer1M + USAGE.completion_tokens * price.outputPer1M)) / 1e6;
    expect(row).toMatchObject({ calls, tokensIn: calls * 1200, tokensOut: calls * 300 });
    expect(row?.costUsd).toBeCloseTo(usd, 10);
    expect(row?.costInr).toBeCloseTo(usd * USD_TO_INR, 8);
    expect(r.series.at(-1)?.calls).toBe(r.totals.calls);
    // gpt-4o-mini at list prices: (1200 × 0.15 + 300 × 0.6) / (1200 × 2.5 + 300 × 10) = 6 % of the cost
    expect(r.suggestions.find((s) => s.startsWith('gpt-4o handled'))).toContain('about 94% less');
  });
});
