import { expect, request, test } from '@playwright/test';
import { startFakeProviders } from '../functions/test-support/fake-providers';
import {
  adminNav,
  enquiryMarkedContacted,
  openAiKeySavedAndTested,
  planReachesPricing,
  razorpayActiveAfterTest,
  readConfigState,
  restoreConfig,
  suspendAndReactivate,
} from './admin-steps';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, snap } from './helpers';

const OWNER = DEMO_ACCOUNTS[0].email;
const ADMIN = DEMO_ACCOUNTS[3].email;
const fakes = JSON.parse(process.env.PARLEY_E2E_FAKES ?? 'null') as {
  keys: { razorpay: { keyId: string; keySecret: string } };
} | null;

/**
 * Issue 12's "Done when", in one pass through the real panel as the platform admin. It suspends the
 * demo tenant, which every other spec uses, so it lives in the 'last' project (playwright.config.ts):
 * it starts once all the others have finished, and leaves the tenant active and the config as it was.
 */
test('the platform admin runs the platform and finds every change in the activity log', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(!fakes, 'needs the fake gateways of e2e/global-setup.ts (not available with PARLEY_E2E_URL)');
  test.setTimeout(360_000);
  const fakeOpenAi = await startFakeProviders();
  const owner = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  try {
    const login = await owner.post('/api/auth/login', { data: { email: OWNER, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const clientId = (await login.json()).user.clientId as string;

    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    // the dashboard's count is the live number of tenants
    const stats = await (await page.request.get('/api/admin/stats')).json();
    await expect(page.getByRole('region', { name: 'Total Clients' })).toContainText(String(stats.totalClients));
    const before = await readConfigState(page);

    const planName = await planReachesPricing(page, baseURL!);
    const company = await suspendAndReactivate(page, browser, baseURL!, { owner, email: OWNER, clientId });
    await page.getByRole('dialog', { name: 'Client Details' }).getByRole('button', { name: 'Close' }).click();
    await enquiryMarkedContacted(page, baseURL!, 'Ravi Menon');
    try {
      await openAiKeySavedAndTested(page, { key: fakeOpenAi.keys.openai, baseURL: fakeOpenAi.openaiBaseURL });
      await razorpayActiveAfterTest(page, baseURL!, fakes!.keys.razorpay);
    } finally {
      await restoreConfig(page, baseURL!, before);
    }

    // every one of those changes is in the activity log
    await adminNav(page, 'Activity Logs');
    const log = page.getByRole('region', { name: 'Activity log' });
    await page.getByLabel('Category').selectOption({ label: 'User Actions' });
    for (const text of [
      `Plan '${planName}' created`,
      `Plan '${planName}' deleted`,
      `${company} was suspended`,
      `${company} was activated`,
      'Enquiry from Ravi Menon marked contacted',
    ]) {
      await expect(log).toContainText(text);
    }
    await page.getByLabel('Category').selectOption({ label: 'All Events' });
    await expect(log).toContainText('OpenAI configuration saved');
    await expect(log).toContainText('OpenAI connection test succeeded');
    await expect(log).toContainText('Razorpay is now the active payment gateway');
    await expect(log).not.toContainText(fakeOpenAi.keys.openai);
    await snap(page, testInfo, 'admin-done-when-activity', true);
  } finally {
    await owner.dispose();
    await fakeOpenAi.close();
  }
});
