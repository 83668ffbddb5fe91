import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { serve, snap, toast, uniqueEmail } from './helpers';

/**
 * Issue 11's path through the real product: a visitor's chat creates a lead that shows up on
 * /dashboard/leads with its AI enrichment (through the queue); the owner moves leads on the board by
 * drag and by keyboard, adds one by hand, runs Bulk Enrich with its progress bar, exports the CSV,
 * opens both analytics screens, and erases the visitor (whose chat then leaves the monitor).
 */
const PASSWORD = 'Sup3rSecret!';

test('leads: capture, enrichment, board, add, bulk enrich, export, analytics and erase', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const signup = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL! },
    data: {
      firstName: 'Leela',
      lastName: 'Iyer',
      email: uniqueEmail('leads-owner'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      companyName: 'Iyer Interiors',
      phone: '+91 98765 43210',
      industry: 'Retail',
      planId: 'plan-starter',
    },
  });
  expect(signup.status()).toBe(201);

  // an empty tenant says so
  await page.goto('/dashboard/leads');
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page.getByText('No leads found matching your criteria')).toBeVisible();

  // a visitor chats on the business's own site
  await page.goto('/dashboard/widget');
  const embed = (await page.locator('pre, code').filter({ hasText: 'parley-widget.js' }).first().textContent())!.trim();
  const site = await serve(
    `<!doctype html><html lang="en"><head><title>Iyer</title></head><body>${embed}</body></html>`,
  );
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(site.url);
    await visitor.getByRole('button', { name: /Chat with us/ }).click();
    await visitor.getByLabel(/^Name/).fill('Divya Menon');
    await visitor.getByLabel(/^Email/).fill('divya@example.com');
    await visitor.getByRole('button', { name: 'Start chat' }).click();
    await visitor
      .getByLabel('Your message')
      .fill('What is the price of a full kitchen redesign? I need a quote today, urgently.');
    await visitor.getByLabel('Your message').press('Enter');
    await expect(visitor.getByRole('log', { name: 'Conversation' })).toContainText('urgently');
  } finally {
    await visitorContext.close();
    site.server.close();
  }

  // the lead appears with its enrichment within a few seconds (a busy 2-core CI box gets more slack): each
  // reload gets 10 s to show the row, since at load 12 the list came 1.5-3 s after a reload (1 s was too
  // little, every time, in a CI run where the enrichment was done 1 s after the first reload)
  await page.goto('/dashboard/leads');
  const divya = page.getByRole('row').filter({ hasText: 'Divya Menon' });
  const started = Date.now();
  await expect(async () => {
    await page.reload();
    await expect(divya).toContainText('purchase', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  testInfo.annotations.push({ type: 'enrichment visible after', description: `${Date.now() - started} ms` });
  await expect(divya).toContainText(/Urgent urgency|High urgency/);
  await divya.getByRole('button', { name: 'Manage Divya Menon' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Divya Menon' });
  await manage.getByRole('tab', { name: 'AI Insights' }).click();
  await expect(manage.getByText(/Lead quality summary/)).toBeVisible();
  await expect(manage.getByRole('progressbar')).toBeVisible();
  await manage.getByRole('tab', { name: 'Conversation' }).click();
  await expect(manage).toContainText('I need a quote today');
  await snap(page, testInfo, 'lead-manage-transcript');
  await manage.getByRole('button', { name: 'Close' }).click();

  // add a lead by hand
  await page.getByRole('button', { name: 'Add Lead' }).click();
  const add = page.getByRole('dialog', { name: 'Add Lead' });
  await add.getByLabel(/^Name/).fill('K');
  await add.getByRole('button', { name: 'Save lead' }).click();
  await expect(add.getByText('Name must be at least 2 characters')).toBeVisible();
  await add.getByLabel(/^Name/).fill('Kiran Rao');
  await add.getByLabel('Company').fill('Rao Textiles');
  await add.getByLabel('Source').selectOption('referral');
  await add.getByRole('button', { name: 'Save lead' }).click();
  await expect(toast(page, 'Lead added')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Kiran Rao' })).toContainText('Referral');

  // the board: drag Kiran from New to Contacted, then the keyboard moves it on to Qualified
  await page.getByRole('button', { name: 'Board' }).click();
  const column = (name: string) => page.getByRole('region', { name: `${name} column` });
  const kiran = page.getByRole('listitem', { name: /^Kiran Rao/ });
  await expect(column('New').getByRole('listitem', { name: /^Kiran Rao/ })).toBeVisible();
  await kiran.dragTo(column('Contacted'));
  await expect(column('Contacted').getByRole('listitem', { name: /^Kiran Rao/ })).toBeVisible();
  await expect(toast(page, 'Lead status updated successfully').first()).toBeVisible();
  await column('Contacted')
    .getByRole('listitem', { name: /^Kiran Rao/ })
    .focus();
  await page.keyboard.press('ArrowRight');
  await expect(column('Qualified').getByRole('listitem', { name: /^Kiran Rao/ })).toBeVisible();
  await snap(page, testInfo, 'lead-board', true);
  await page.getByRole('button', { name: 'Table' }).click();

  // bulk enrichment with its progress bar and the spec's toast
  await page.getByRole('button', { name: 'Analyze All' }).click();
  await expect(toast(page, 'Bulk Lead Enrichment Complete')).toBeVisible({ timeout: 20_000 });
  await expect(toast(page, /Enriched 1 leads successfully\. 1 failed\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'AI Analysis' })).toContainText('1');

  // CSV of what is shown
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await downloadPromise).path();
  const lines = (await readFile(file, 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^Name,Company,Email/);
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',')[0])
      .sort(),
  ).toEqual(['Divya Menon', 'Kiran Rao']);

  // analytics with charts
  await page.getByRole('link', { name: 'CRM Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'CRM Analytics', level: 1 })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Trends' }).click();
  await expect(page.getByRole('table', { name: /last 6 months/ })).toBeAttached();
  await snap(page, testInfo, 'crm-analytics', true);
  await page.getByRole('link', { name: 'Predictive Analytics' }).click();
  await expect(page.getByRole('region', { name: 'Total leads' })).toContainText('2');
  await page.getByRole('tab', { name: 'Top Leads' }).click();
  await expect(page.getByRole('region', { name: 'Top leads' })).toContainText('Kiran Rao');
  await snap(page, testInfo, 'predictive-analytics', true);

  // erase the visitor: their conversation leaves the monitor
  await page.goto('/dashboard/conversations');
  await expect(page.getByRole('region', { name: 'Conversations table' }).locator('tbody tr')).toHaveCount(1);
  await page.goto('/dashboard/leads');
  await page.getByRole('button', { name: 'Manage Divya Menon' }).click();
  await page.getByRole('dialog', { name: 'Manage Divya Menon' }).getByRole('button', { name: 'Erase lead' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Erase' }).click();
  await expect(toast(page, 'Lead erased')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Divya Menon' })).toHaveCount(0);
  await page.goto('/dashboard/conversations');
  await expect(page.getByText('No conversations found matching your criteria')).toBeVisible();
});
