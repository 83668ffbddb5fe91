import { expect, request, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, serve, snap, uniqueEmail } from './helpers';

/**
 * Issue 13's Done-when "a tenant at its conversation limit gets 'chat unavailable' in the widget": the
 * admin makes a plan of one conversation a month, a business signs up on it, one visitor chats through
 * the embedded widget, and the second visitor's widget says chat is unavailable; the billing Usage
 * figures say 1 of 1. The plan is deactivated right after the signup (the tenant keeps its limit), so the
 * shared server's catalogue is as it was. (The next usage period starting at zero is checked in
 * functions/http/billing/plan-limits.int.test.ts, where the time can be injected.)
 */
const PASSWORD = 'Sup3rSecret!';
const ADMIN = DEMO_ACCOUNTS[3].email;

test('a tenant at its conversation limit gets "chat unavailable" in the widget', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const planInput = {
    name: `One Chat E2E ${Date.now().toString(36)}`,
    conversationsLimit: 1,
    priceMonthly: 100,
    features: ['One conversation a month'],
    isActive: true,
    teamMembersLimit: 1,
  };
  let planId: string | undefined;
  try {
    expect((await admin.post('/api/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } })).status()).toBe(
      200,
    );
    const created = await admin.post('/api/admin/plans', { data: planInput });
    expect(created.status()).toBe(201);
    planId = (await created.json()).plan.id as string;

    const signup = await page.request.post('/api/auth/register', {
      headers: { origin: baseURL! },
      data: {
        firstName: 'Kavya',
        lastName: 'Iyer',
        email: uniqueEmail('limit-owner'),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        companyName: 'Iyer Florists',
        phone: '+91 93333 44455',
        industry: 'Retail',
        planId,
      },
    });
    expect(signup.status()).toBe(201);
  } finally {
    // the tenant keeps the limit it signed up with; the catalogue goes back to how it was
    if (planId) {
      const off = await admin.put(`/api/admin/plans/${planId}`, { data: { ...planInput, isActive: false } });
      expect(off.status()).toBe(200);
    }
    await admin.dispose();
  }

  // the embed code, exactly as the Embed Widget screen shows it
  await page.goto('/dashboard/widget');
  const code = page.locator('pre, code').filter({ hasText: 'parley-widget.js' }).first();
  await expect(code).toBeVisible();
  const embed = (await code.textContent())!.trim();
  const site = await serve(
    `<!doctype html><html lang="en"><head><title>Iyer Florists</title></head><body><h1>Iyer Florists</h1>${embed}</body></html>`,
  );
  const visit = async (name: string) => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(site.url);
    await visitor.getByRole('button', { name: /Chat with us/ }).click();
    await visitor.getByLabel(/^Name/).fill(name);
    await visitor.getByLabel(/^Email/).fill(`${name.split(' ')[0].toLowerCase()}@example.com`);
    await visitor.getByRole('button', { name: 'Start chat' }).click();
    return { context, visitor };
  };
  try {
    // the first visitor uses the plan's one conversation
    const first = await visit('Rohan Das');
    await expect(first.visitor.getByLabel('Your message')).toBeVisible();
    await expect(first.visitor.getByRole('log', { name: 'Conversation' })).toContainText(
      'Hi! How can I help you today?',
    );
    await first.context.close();

    // the second is refused: the widget says chat is unavailable and offers nothing to type into
    const second = await visit('Leela Menon');
    await expect(second.visitor.getByText('Chat is unavailable right now. Please try again later.')).toBeVisible();
    await expect(second.visitor.getByLabel('Your message')).toBeHidden();
    await snap(second.visitor, testInfo, 'widget-plan-limit-reached');
    await second.context.close();
  } finally {
    await new Promise((resolve) => site.server.close(resolve));
  }

  // the owner's Usage figures are the ones the limit was enforced on
  const usage = await page.request.get('/api/billing/usage');
  expect(usage.status()).toBe(200);
  expect(await usage.json()).toMatchObject({ conversationsUsed: 1, conversationsLimit: 1 });
});
