import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { scriptTagCode } from '../web/src/features/widget-settings/embed-code';
import { serve, toast, uniqueEmail, waitForPlans } from './helpers';

/**
 * The platform admin's paths through the real panel (issue 12), shared by the admin specs: each step
 * drives the screens, checks what the product then does, and leaves the shared server as it found it.
 */
export const adminNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name, exact: true }).click();

/** Adds a plan in Manage Plans, sees it on the landing page's pricing, then deletes it again. */
export async function planReachesPricing(page: Page, baseURL: string): Promise<string> {
  const planName = `Growth ${Date.now().toString(36)}`;
  await adminNav(page, 'Manage Plans');
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
    await landing.goto(baseURL);
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
  return planName;
}

/** Sends the landing page's contact form, then finds the enquiry by search and marks it contacted. */
export async function enquiryMarkedContacted(page: Page, baseURL: string, name = 'Farah Khan'): Promise<void> {
  const who = uniqueEmail('enquirer');
  const contact = await page.request.post('/api/contacts', {
    headers: { origin: baseURL },
    data: { name, email: who, company: 'Khan Logistics', message: 'Can Parley answer in Hindi?' },
  });
  expect(contact.status()).toBe(201);
  await adminNav(page, 'Enquiries');
  await page.getByRole('searchbox', { name: 'Search' }).fill(who);
  const table = page.getByRole('region', { name: 'Enquiries table' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText(name);
  await table.getByRole('button', { name: `Mark ${name} contacted` }).click();
  await expect(toast(page, 'Marked as contacted')).toBeVisible();
  await expect(table).toContainText('contacted');
}

/**
 * Suspends a tenant from Clients (found by its contact email) with confirmation: its owner's next
 * request is refused with 403 and its widget on a customer's page says chat is unavailable; then
 * activates it and sees both restored.
 */
export async function suspendAndReactivate(
  page: Page,
  browser: Browser,
  baseURL: string,
  tenant: { owner: APIRequestContext; email: string; clientId: string },
): Promise<string> {
  await adminNav(page, 'Clients');
  await page.getByLabel('Search').fill(tenant.email.toUpperCase());
  const table = page.getByRole('region', { name: 'Clients table' });
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the tenant
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(tenant.email);
  const company = (await row.getByRole('button', { name: /^View details of / }).getAttribute('aria-label'))!.replace(
    'View details of ',
    '',
  );
  await row.getByRole('button', { name: `View details of ${company}` }).click();
  const details = page.getByRole('dialog', { name: 'Client Details' });
  await expect(details.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${tenant.email}`);

  await details.getByRole('button', { name: 'Suspend Client' }).click();
  await page
    .getByRole('alertdialog', { name: 'Suspend client' })
    .getByRole('button', { name: 'Suspend', exact: true })
    .click();
  await expect(toast(page, 'Client status updated successfully')).toBeVisible();
  await expect(details).toContainText('suspended');
  const refused = await tenant.owner.get('/api/dashboard');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toMatch(/suspended/i);

  const shop = await serve(
    `<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>Shop</h1>${scriptTagCode({ origin: baseURL, clientId: tenant.clientId })}</body></html>`,
  );
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(shop.url);
    await visitor.getByRole('button', { name: /opens the chat/ }).click();
    await expect(visitor.getByText('Chat is unavailable right now')).toBeVisible();

    await details.getByRole('button', { name: 'Activate Client' }).click();
    await page.getByRole('alertdialog', { name: 'Activate client' }).getByRole('button', { name: 'Activate' }).click();
    await expect(details).toContainText('active');
    expect((await tenant.owner.get('/api/dashboard')).status()).toBe(200);
    await visitor.reload();
    await visitor.getByRole('button', { name: /opens the chat/ }).click();
    await expect(visitor.getByRole('button', { name: 'Start chat' })).toBeVisible();
    await expect(visitor.getByText('Chat is unavailable right now')).toBeHidden();
  } finally {
    await visitorContext.close();
    shop.server.close();
  }
  return company;
}

/** Export Data in the open Client Details: the tenant's data as a JSON file named after the company. */
export async function exportClientData(page: Page): Promise<{ name: string; data: any }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('dialog', { name: 'Client Details' }).getByRole('button', { name: 'Export Data' }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), data: JSON.parse(await readFile((await file.path())!, 'utf8')) };
}

/** What the config steps change on the shared server, read before them so `restoreConfig` can put it back. */
export async function readConfigState(page: Page) {
  return {
    openai: (await (await page.request.get('/api/admin/config')).json()).configs.openai,
    gateways: await (await page.request.get('/api/admin/payment-gateways')).json(),
  };
}
export async function restoreConfig(page: Page, baseURL: string, before: Awaited<ReturnType<typeof readConfigState>>) {
  const write = { headers: { origin: baseURL } };
  const { lastTest: _t, ...config } = before.openai;
  expect((await page.request.post('/api/admin/config', { ...write, data: { type: 'openai', config } })).status()).toBe(
    200,
  );
  const active = await page.request.post('/api/admin/payment-gateways', {
    ...write,
    data: { activeGateway: before.gateways.activeGateway },
  });
  expect(active.status()).toBe(200);
}

/**
 * Configuration → OpenAI: saves a key and a base URL (the provider stays disabled, so other specs keep
 * the offline answers), sees only the key's last 4 after a reload, and tests it against `fake`: the
 * stored key passes, a wrong one fails with the provider's reason.
 */
export async function openAiKeySavedAndTested(page: Page, fake: { key: string; baseURL: string }): Promise<void> {
  await adminNav(page, 'Configuration');
  let card = page.getByRole('region', { name: 'OpenAI' });
  await card.getByLabel('API key', { exact: true }).fill(fake.key);
  await card.getByLabel('Base URL (optional)').fill(fake.baseURL);
  await card.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(toast(page, 'Configuration saved successfully')).toBeVisible();

  await page.reload();
  await adminNav(page, 'Configuration');
  card = page.getByRole('region', { name: 'OpenAI' });
  const key = card.getByLabel('API key', { exact: true });
  await expect(key).toHaveAttribute('placeholder', `••••••••${fake.key.slice(-4)}`);
  await expect(key).toHaveValue('');
  expect(await page.content()).not.toContain(fake.key);

  // the masked key is sent back: the server tests with the stored one
  await card.getByRole('button', { name: 'Test Connection' }).click();
  await expect(toast(page, 'OPENAI connection test successful')).toBeVisible();
  await expect(card).toContainText('Last test passed');
  await key.fill('sk-wrong-key-e2e');
  await card.getByRole('button', { name: 'Test Connection' }).click();
  await expect(toast(page, 'OPENAI connection test failed')).toContainText('OpenAI rejected the API key (401)');
}

/**
 * Payment Gateways: Razorpay cannot be made active before a test of its stored keys passed, on screen and
 * at the API; after it, it can. The server is shared (admin-config runs this too), so the step first
 * stores a wrong secret: whatever an earlier run tested, these keys are untested and the test fails.
 */
export async function razorpayActiveAfterTest(
  page: Page,
  baseURL: string,
  keys: { keyId: string; keySecret: string },
): Promise<void> {
  await adminNav(page, 'Payment Gateways');
  await expect(page.getByText('Only one gateway can be active at a time.')).toBeVisible();
  const razorpay = page.getByRole('region', { name: 'Razorpay' });
  const activate = razorpay.getByRole('button', { name: 'Make Razorpay active' });
  if (!(await razorpay.getByRole('checkbox', { name: 'Enable Razorpay' }).isChecked())) {
    await razorpay.getByText('Enable Razorpay', { exact: true }).click();
  }
  const saveKeys = async (keySecret: string) => {
    await razorpay.getByLabel('Key ID').fill(keys.keyId);
    await razorpay.getByLabel('Key secret').fill(keySecret);
    // saved twice, so the first toast may still be up: wait for this save's answer, then any such toast
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/payment-gateways') && r.request().method() === 'POST',
    );
    await razorpay.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(toast(page, 'Razorpay settings saved').first()).toBeVisible();
    await expect(razorpay.getByText('Configured', { exact: true })).toBeVisible();
  };
  await saveKeys(`${keys.keySecret}-wrong`);
  await expect(activate).toBeDisabled();
  const early = await page.request.post('/api/admin/payment-gateways', {
    headers: { origin: baseURL },
    data: { activeGateway: 'razorpay' },
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).error.message).toMatch(/before making it active/);
  await razorpay.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(toast(page, 'RAZORPAY connection test failed')).toBeVisible();
  await expect(activate).toBeDisabled();

  await saveKeys(keys.keySecret);
  await expect(activate).toBeDisabled();
  await razorpay.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(toast(page, 'RAZORPAY connection test successful')).toBeVisible();
  await activate.click();
  await expect(toast(page, 'Active gateway changed')).toBeVisible();
  await expect(razorpay.getByText('Active', { exact: true })).toBeVisible();
  expect((await (await page.request.get('/api/admin/payment-gateways')).json()).activeGateway).toBe('razorpay');
}
