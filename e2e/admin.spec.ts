import { expect, test } from '@playwright/test';
import { adminNav, enquiryMarkedContacted, planReachesPricing } from './admin-steps';
import { DEMO_ACCOUNTS, signIn, snap } from './helpers';

const ADMIN = DEMO_ACCOUNTS[3].email;

/**
 * The platform admin through the real product: live dashboard figures, the real health checks, a plan
 * created here that appears on the landing page's pricing, an enquiry from the landing page's contact
 * form marked contacted, and those changes found in the activity log.
 */
test('the platform admin sees live figures, creates a plan for the pricing page and answers an enquiry', async ({
  page,
  baseURL,
}, testInfo) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-identity')).toContainText(ADMIN);
  // the dashboard's count is the API's live figure, not a fixed number
  const stats = await (await page.request.get('/api/admin/stats')).json();
  expect(stats.totalClients).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('region', { name: 'Total Clients' })).toContainText(String(stats.totalClients));
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await snap(page, testInfo, 'admin-dashboard', true);

  await adminNav(page, 'System Health');
  await expect(page.getByRole('region', { name: 'database' })).toContainText(/healthy|degraded|down/);
  // each section has its own URL: a reload lands on it again, and back returns to the dashboard
  await expect(page).toHaveURL(/\/admin\/health$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'System Health', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'database' })).toContainText(/healthy|degraded|down/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('region', { name: 'Total Clients' })).toBeVisible();

  const planName = await planReachesPricing(page, baseURL!);
  await enquiryMarkedContacted(page, baseURL!);
  // the cards are computed: they match the server's figures after the change (other tests add enquiries too)
  const { summary } = await (await page.request.get('/api/admin/enquiries')).json();
  expect(summary.responded).toBeGreaterThanOrEqual(1);
  await adminNav(page, 'Dashboard');
  await adminNav(page, 'Enquiries');
  await expect(page.getByRole('region', { name: 'Responded' })).toContainText(String(summary.responded));
  await snap(page, testInfo, 'admin-enquiries', true);

  // all of that is in the activity log, newest first, and the filters narrow it on the server
  await adminNav(page, 'Activity Logs');
  const log = page.getByRole('region', { name: 'Activity log' });
  await page.getByLabel('Category').selectOption({ label: 'User Actions' });
  await expect(log).toContainText(`Plan '${planName}' created`);
  await expect(log).toContainText(`Plan '${planName}' deleted`);
  await expect(log).toContainText('Enquiry from Farah Khan marked contacted');
  // (other specs sign in meanwhile: any sign-in will do, the admin's may be pages back)
  await page.getByLabel('Category').selectOption({ label: 'Security Events' });
  await expect(log).toContainText(' signed in');
  await expect(log).not.toContainText(`Plan '${planName}' created`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Logs' }).click();
  expect((await download).suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  await snap(page, testInfo, 'admin-activity', true);
});
