import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, snap, toast, uniqueEmail, waitForPlans } from './helpers';

const ADMIN = DEMO_ACCOUNTS[3].email;

/**
 * Issue 12's first slice through the real product as the platform admin: live dashboard figures, the
 * real health checks, a plan created here that appears on the landing page's pricing, and an enquiry
 * from the landing page's contact form marked contacted.
 */
test('the platform admin sees live figures, creates a plan for the pricing page and answers an enquiry', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const who = uniqueEmail('enquirer');
  const contact = await page.request.post('/api/contacts', {
    headers: { origin: baseURL! },
    data: { name: 'Farah Khan', email: who, company: 'Khan Logistics', message: 'Can Parley answer in Hindi?' },
  });
  expect(contact.status()).toBe(201);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-identity')).toContainText(ADMIN);
  // the dashboard's count is the API's live figure, not a fixed number
  const stats = await (await page.request.get('/api/admin/stats')).json();
  expect(stats.totalClients).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('region', { name: 'Total Clients' })).toContainText(String(stats.totalClients));
  await snap(page, testInfo, 'admin-dashboard', true);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'System Health' }).click();
  await expect(page.getByRole('region', { name: 'database' })).toContainText(/healthy|degraded|down/);

  // a plan made here is on the landing page's pricing
  const planName = `Growth ${Date.now().toString(36)}`;
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Manage Plans' }).click();
  await page.getByRole('button', { name: 'Add New Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Plan' });
  await expect(dialog.getByText('At least one feature is required')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create Plan' })).toBeDisabled();
  await dialog.getByLabel(/Plan name/).fill(planName);
  await dialog.getByLabel(/Conversations per month/).fill('750');
  await dialog.getByLabel(/Monthly price/).fill('2499.50');
  await dialog.getByPlaceholder('e.g. Email support').fill('Priority support');
  await dialog.getByPlaceholder('e.g. Email support').press('Enter');
  await dialog.getByRole('button', { name: 'Create Plan' }).click();
  await expect(toast(page, 'Plan created')).toBeVisible();
  await expect(page.getByRole('region', { name: `Plan ${planName}` })).toContainText('₹2,499.5/month');

  const visitor = await page.context().browser()!.newContext();
  try {
    const landing = await visitor.newPage();
    await landing.goto(baseURL!);
    await waitForPlans(landing);
    await expect(landing.getByText(planName)).toBeVisible();
  } finally {
    await visitor.close();
  }
  // leave the shared server's catalogue as it was: delete the plan (no tenant is on it)
  await page.getByRole('button', { name: `Delete ${planName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Plan deleted')).toBeVisible();
  await expect(page.getByRole('region', { name: `Plan ${planName}` })).toHaveCount(0);

  // the enquiry from the contact form: search finds it, Mark Contacted is saved
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Enquiries' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(who);
  const table = page.getByRole('region', { name: 'Enquiries table' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('Farah Khan');
  await table.getByRole('button', { name: 'Mark Farah Khan contacted' }).click();
  await expect(toast(page, 'Marked as contacted')).toBeVisible();
  await expect(table).toContainText('contacted');
  // the cards are computed: they match the server's figures after the change (other tests add enquiries too)
  const { summary } = await (await page.request.get('/api/admin/enquiries')).json();
  expect(summary.responded).toBeGreaterThanOrEqual(1);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Dashboard' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Enquiries' }).click();
  await expect(page.getByRole('region', { name: 'Responded' })).toContainText(String(summary.responded));
  await snap(page, testInfo, 'admin-enquiries', true);

  // all of that is in the activity log, newest first, and the filters narrow it on the server
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Activity Logs' }).click();
  const log = page.getByRole('region', { name: 'Activity log' });
  await page.getByLabel('Category').selectOption({ label: 'User Actions' });
  await expect(log).toContainText(`Plan '${planName}' created`);
  await expect(log).toContainText(`Plan '${planName}' deleted`);
  await expect(log).toContainText('Enquiry from Farah Khan marked contacted');
  await page.getByLabel('Category').selectOption({ label: 'Security Events' });
  await expect(log).toContainText(`${ADMIN} signed in`);
  await expect(log).not.toContainText(`Plan '${planName}' created`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Logs' }).click();
  expect((await download).suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  await snap(page, testInfo, 'admin-activity', true);
});
