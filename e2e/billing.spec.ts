import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { MOBILE, registerBusiness, snap, toast } from './helpers';

/** Serious or critical accessibility violations on the page as it is now (axe). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).slice(0, 3)}`);
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Issue 13's billing screen through the real product, on a tenant of its own (the server is shared):
 * with no payment gateway active the labelled test gateway activates a paid plan at once; Current Plan
 * shows it active, Cancel (confirmed) leaves an alert with the end date, Reactivate clears it; the
 * invoice the test gateway recorded is listed and its download is a printable HTML invoice with the
 * amount; Usage shows its bars. The admin's gateway spec runs in a later project ('gateways'), so the
 * test gateway stays the checkout gateway while this runs.
 */
test('billing: subscribe on the test gateway, cancel, reactivate, invoice and usage', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  await registerBusiness(page, baseURL!, {
    firstName: 'Meera',
    lastName: 'Nair',
    companyName: 'Nair Naturals',
    emailPrefix: 'billing-owner',
  });

  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { name: 'Billing & Plan', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/Test gateway — no payment is taken/)).toBeVisible();
  const pro = page.getByRole('article', { name: 'Professional' });
  await expect(pro.getByText('Recommended')).toBeVisible();
  await expect(pro).toContainText('25,000 conversations per month');
  await expect(
    page.getByRole('article', { name: 'Enterprise' }).getByRole('link', { name: /Contact Us/ }),
  ).toHaveAttribute('href', '/#cta');
  // the signup plan is a trial of Starter: marked, and still for sale
  await expect(page.getByRole('article', { name: 'Starter' })).toContainText('Current plan (trial)');
  await snap(page, testInfo, 'billing-plans');
  expect(await seriousViolations(page)).toEqual([]);

  // a paid plan on the test gateway: active at once, no charge
  await page.getByRole('button', { name: 'Choose plan: Growth' }).click();
  await expect(toast(page, 'Subscription Created')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Current Plan' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Growth', level: 2 })).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByText('Test gateway — no charge')).toBeVisible();
  await expect(page.getByText('₹4,999 per month')).toBeVisible();

  // cancel: asks first, then an alert with the end date; reactivate clears it
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel subscription' });
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(toast(page, 'Subscription Canceled')).toBeVisible();
  await expect(page.getByText(/^Your subscription ends on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await snap(page, testInfo, 'billing-cancelled');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Reactivate Subscription' }).click();
  await expect(toast(page, 'Subscription Reactivated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(page.getByText(/Your subscription ends on/)).toHaveCount(0);

  // the test gateway's invoice, and its printable download
  await page.getByRole('tab', { name: 'Invoices' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Growth' });
  await expect(row).toContainText(/Invoice #[0-9A-Z_-]{8}/);
  await expect(row).toContainText('₹4,999');
  // nothing was paid on the test gateway: the status says so, not 'paid'
  await expect(row.getByText('Test — no charge', { exact: true })).toBeVisible();
  await expect(row).not.toContainText(/paid/i);
  const popupPromise = page.waitForEvent('popup');
  await row.getByRole('link', { name: /Download/ }).click();
  const invoice = await popupPromise;
  await invoice.waitForLoadState();
  await expect(invoice.locator('body')).toContainText('₹4,999.00');
  await expect(invoice.locator('body')).toContainText('Nair Naturals');
  await invoice.close();
  expect(await seriousViolations(page)).toEqual([]);

  // Usage: the two bars against the new plan's limits
  await page.getByRole('tab', { name: 'Usage' }).click();
  const conversations = page.getByRole('region', { name: 'Conversations' });
  await expect(conversations.getByRole('progressbar')).toBeVisible();
  await expect(conversations).toContainText('of 3,000');
  await expect(page.getByRole('region', { name: 'Team members' }).getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Median time to first human reply' })).toContainText(
    'Not enough data yet',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // a phone: every tab fits the width
  await page.setViewportSize(MOBILE);
  for (const tab of ['Plans', 'Current Plan', 'Usage', 'Cost Insights', 'Invoices']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    // the chosen tab's panel (the one closing may still be in the page for a moment under load)
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    expect(await fitsWidth(page), `${tab} fits 390 px`).toBe(true);
  }
  await snap(page, testInfo, 'billing-invoices-phone', true);
  expect(await seriousViolations(page)).toEqual([]);
});
