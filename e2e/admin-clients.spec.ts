import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, request, test } from '@playwright/test';
import { scriptTagCode } from '../web/src/features/widget-settings/embed-code';
import { DEMO_ACCOUNTS, MOBILE, serve, signIn, snap, toast, uniqueEmail } from './helpers';

const ADMIN = DEMO_ACCOUNTS[3].email;
const PASSWORD = 'Sup3rSecret!';

/** Serious or critical accessibility violations on the page as it is now (axe). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/**
 * Admin → Clients and User Management (issue 12) as the demo admin, on a tenant of its own (registered
 * here through the API), so the specs that use the demo tenant in parallel are never suspended: found
 * by the server search, suspended with confirmation (its owner's next request is refused, its widget
 * on a customer's site says chat is unavailable), activated again (both restored), its data exported
 * as JSON, and its owner listed under User Management. The tenant is left active.
 */
test('the admin finds a client, suspends and reactivates it, exports its data and sees its owner', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const company = `Clients E2E ${tag}`;
  const email = uniqueEmail('clients-owner');
  const owner = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  try {
    const signup = await owner.post('/api/auth/register', {
      data: {
        firstName: 'Tara',
        lastName: 'Singh',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        companyName: company,
        phone: '+91 99887 76655',
        industry: 'Retail',
        planId: 'plan-starter',
      },
    });
    expect(signup.status()).toBe(201);
    const clientId = (await signup.json()).user.clientId as string;
    expect((await owner.get('/api/dashboard')).status()).toBe(200);

    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('button', { name: 'Clients' }).click();
    // the summary cards are the server's figures
    const stats = await (await page.request.get('/api/admin/stats')).json();
    await expect(page.getByRole('region', { name: 'Total Clients' })).toContainText(String(stats.totalClients));

    // the search runs on the server, by contact email in any case
    await page.getByLabel('Search').fill(email.toUpperCase());
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Clients table' }).getByRole('row')).toHaveCount(2); // header + 1
    await expect(row).toContainText(email);
    await expect(row).toContainText('Widget installed: No');
    await expect(row).toContainText('active');

    await row.getByRole('button', { name: `View details of ${company}` }).click();
    const details = page.getByRole('dialog', { name: 'Client Details' });
    await expect(details).toContainText(company);
    await expect(details).toContainText(email);
    await expect(details.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${email}`);
    await snap(page, testInfo, 'admin-client-details');
    expect(await seriousViolations(page)).toEqual([]);

    // Suspend, confirmed
    await details.getByRole('button', { name: 'Suspend Client' }).click();
    const confirmSuspend = page.getByRole('alertdialog', { name: 'Suspend client' });
    await confirmSuspend.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(toast(page, 'Client status updated successfully')).toBeVisible();
    await expect(details).toContainText('suspended');

    const refused = await owner.get('/api/dashboard');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toMatch(/suspended/i);

    // its widget on a customer's site
    const embed = scriptTagCode({ origin: baseURL!, clientId });
    const shop = await serve(
      `<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>Shop</h1>${embed}</body></html>`,
    );
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(shop.url);
      await visitor.getByRole('button', { name: /opens the chat/ }).click();
      await expect(visitor.getByText('Chat is unavailable right now')).toBeVisible();

      // Activate, confirmed: both restored
      await details.getByRole('button', { name: 'Activate Client' }).click();
      await page
        .getByRole('alertdialog', { name: 'Activate client' })
        .getByRole('button', { name: 'Activate' })
        .click();
      await expect(details).toContainText('active');
      expect((await owner.get('/api/dashboard')).status()).toBe(200);
      await visitor.reload();
      await visitor.getByRole('button', { name: /opens the chat/ }).click();
      await expect(visitor.getByRole('button', { name: 'Start chat' })).toBeVisible();
      await expect(visitor.getByText('Chat is unavailable right now')).toBeHidden();
    } finally {
      await visitorContext.close();
      shop.server.close();
    }

    // Export Data: a JSON file named after the company
    const downloading = page.waitForEvent('download');
    await details.getByRole('button', { name: 'Export Data' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^clients-e2e-${tag}-export-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(data.client.companyName).toBe(company);
    expect(data.users.map((u: { email: string }) => u.email)).toEqual([email]);
    await details.getByRole('button', { name: 'Close' }).click();

    // User Management lists the new owner under its company
    await nav.getByRole('button', { name: 'User Management' }).click();
    const group = page.getByRole('region', { name: `Users of ${company}` });
    await expect(group).toContainText(email);
    await expect(group).toContainText('Business owner');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clients' }).click();
    await expect(page.getByRole('region', { name: 'MRR' })).toBeVisible();
    await snap(page, testInfo, 'admin-clients-mobile', true);
  } finally {
    await owner.dispose();
  }
});
