import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, request, test } from '@playwright/test';
import { formatINR } from '@shared/format';
import type { AiCosts, AnalyticsReport } from '@shared/schemas/admin-analytics';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MOBILE, signIn, snap } from './helpers';

const ADMIN = DEMO_ACCOUNTS[3].email;
const OWNER = DEMO_ACCOUNTS[0].email;

/**
 * A real model call to count: the demo owner asks AI Enhance for phrases on an intent of their own
 * (the offline engine, or OpenAI if another spec configured it), then deletes that intent again.
 */
async function enhanceOnce(baseURL: string) {
  const owner = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    expect((await owner.post('/api/auth/login', { data: { email: OWNER, password: DEMO_PASSWORD } })).status()).toBe(
      200,
    );
    const created = await owner.post('/api/intents', {
      data: {
        title: `Analytics e2e ${Date.now().toString(36)}`,
        description: 'Asks about gift wrapping',
        phrases: ['do you gift wrap', 'can you wrap a present'],
        response: 'Yes, gift wrapping is free.',
        requiresEscalation: false,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await owner.post(`/api/intents/${id}/enhance`);
    expect((await owner.delete(`/api/intents/${id}`)).status()).toBeLessThan(300);
  } finally {
    await owner.dispose();
  }
}

/**
 * Analytics and AI Cost Optimization (issue 12) as the demo admin. Other specs create tenants, chats
 * and leads on the same server meanwhile, so every figure on screen is compared with the answer the
 * page itself received for that load, never with a fixed number.
 */
const answerOf = <T>(page: Page, path: string) =>
  page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'GET').then((r) => r.json() as T);
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name }).click();

async function expectCards(page: Page, report: AnalyticsReport) {
  const { totals, previous } = report;
  await expect(page.getByRole('region', { name: 'Signups', exact: true })).toContainText(String(totals.signups));
  await expect(page.getByRole('region', { name: 'Conversations', exact: true })).toContainText(
    String(totals.conversations),
  );
  await expect(page.getByRole('region', { name: 'Leads', exact: true })).toContainText(String(totals.leads));
  const mrr = page.getByRole('region', { name: 'MRR', exact: true });
  await expect(mrr).toContainText(formatINR(totals.mrr));
  if (previous.mrr === null) await expect(mrr).toContainText('Not enough data for a comparison');
}

test('the admin reads analytics per period, exports the report and sees AI usage as the API has it', async ({
  page,
  baseURL,
}, testInfo) => {
  await enhanceOnce(baseURL!);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);

  const first = answerOf<AnalyticsReport>(page, '/api/admin/analytics?period=30d');
  await nav(page, 'Analytics');
  const month = await first;
  expect(month.series).toHaveLength(30);
  await expectCards(page, month);
  await expect(page.getByRole('region', { name: 'Signups per day' })).toBeVisible();

  const yearly = answerOf<AnalyticsReport>(page, '/api/admin/analytics?period=1y');
  await page.getByLabel('Period').selectOption('1y');
  const year = await yearly;
  expect(year).toMatchObject({ period: '1y', bucket: 'week' });
  await expectCards(page, year);
  await expect(page.getByRole('region', { name: 'Signups per week' })).toBeVisible();
  await snap(page, testInfo, 'admin-analytics', true);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics-1y-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Period start,Period end,Signups,Conversations,Leads,MRR (INR)');
  expect(lines).toHaveLength(1 + 52 + 1 + 1); // header, 52 weeks, the total, the final line end
  expect(lines[53]).toMatch(/^Total,/);

  const costsAnswer = answerOf<AiCosts>(page, '/api/admin/ai-costs?period=30d');
  await nav(page, 'AI Cost Optimization');
  const costs = await costsAnswer;
  if (!costs.hasData) {
    await expect(page.getByText('No AI usage recorded yet')).toBeVisible();
  } else {
    const table = page.getByRole('region', { name: 'AI usage by provider' });
    for (const row of costs.rows) await expect(table).toContainText(row.model);
    await expect(page.getByRole('region', { name: 'AI calls', exact: true })).toContainText(String(costs.totals.calls));
    await expect(page.getByText(/estimated at list prices/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Suggestions' })).toBeVisible();
  }
  await snap(page, testInfo, 'admin-ai-costs', true);
});

test('Analytics and AI Cost Optimization work at a phone width without serious accessibility violations', async ({
  browser,
}) => {
  // axe needs a page from its own browser context (DESIGN §9)
  const context = await browser.newContext({ viewport: MOBILE });
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    for (const [section, ready] of [
      ['Analytics', page.getByRole('region', { name: 'MRR', exact: true })],
      ['AI Cost Optimization', page.getByText(/No AI usage recorded yet|estimated at list prices/).first()],
    ] as const) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: section }).click();
      await expect(ready).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${section} page overflow`).toBe(0);
      const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
      expect(
        violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
        section,
      ).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
