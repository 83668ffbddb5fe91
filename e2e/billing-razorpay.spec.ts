import { expect, type Page, test } from '@playwright/test';
import type { FakeProviders } from '../functions/test-support/fake-providers';
import { razorpayActiveAfterTest, readConfigState, restoreConfig } from './admin-steps';
import { DEMO_ACCOUNTS, signIn, snap, toast, uniqueEmail } from './helpers';

const ADMIN = DEMO_ACCOUNTS[3].email;
const PASSWORD = 'Sup3rSecret!';
const fakes = JSON.parse(process.env.PARLEY_E2E_FAKES ?? 'null') as Pick<FakeProviders, 'base' | 'keys'> | null;

// both tests switch the platform's active gateway: one at a time
test.describe.configure({ mode: 'serial' });

async function registerOwner(page: Page, baseURL: string, companyName: string) {
  const signup = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL },
    data: {
      firstName: 'Arjun',
      lastName: 'Rao',
      email: uniqueEmail('billing-gw-owner'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      companyName,
      phone: '+91 98450 67890',
      industry: 'Technology',
      planId: 'plan-starter',
    },
  });
  expect(signup.status()).toBe(201);
}

/**
 * The Razorpay path of the billing screen (issue 13): the admin makes Razorpay active (after a passing
 * test of its keys, against the fake gateway global-setup.ts started), a fresh tenant chooses a plan,
 * the Checkout script (the fake's stand-in, RAZORPAY_CHECKOUT_URL) pays, the server verifies the
 * payment's signature and Current Plan shows the plan active on Razorpay. Razorpay cannot undo a
 * cancellation, so after cancelling the screen says so instead of offering Reactivate. The active
 * gateway is put back afterwards. Runs in the 'billing-gateways' project, alone, after every spec that
 * expects the test gateway.
 */
test('billing on Razorpay: Checkout pays, the server verifies it, Current Plan is active', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(!fakes, 'needs the fake gateways of e2e/global-setup.ts (not available with PARLEY_E2E_URL)');
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const before = await readConfigState(page);
  const ownerContext = await browser.newContext();
  try {
    await razorpayActiveAfterTest(page, baseURL!, fakes!.keys.razorpay);

    const owner = await ownerContext.newPage();
    await registerOwner(owner, baseURL!, 'Rao Robotics');
    await owner.goto('/dashboard/billing');
    await expect(owner.getByRole('article', { name: 'Growth' })).toBeVisible();
    // a real gateway is active: no test-gateway note
    await expect(owner.getByText(/Test gateway — no payment is taken/)).toHaveCount(0);

    const verified = owner.waitForResponse(
      (r) => r.url().endsWith('/api/billing/verify-payment') && r.request().method() === 'POST',
    );
    await owner.getByRole('button', { name: 'Choose plan: Growth' }).click();
    // fail fast, naming the reason, when Checkout cannot load (e.g. the page's CSP refuses the script)
    await expect(toast(owner, /Subscription Created|could not be loaded|Payment/)).toBeVisible({ timeout: 20_000 });
    await expect(toast(owner, 'Subscription Created')).toBeVisible();
    expect((await verified).status()).toBe(200);
    await expect(owner.getByRole('heading', { name: 'Growth', level: 2 })).toBeVisible();
    await expect(owner.getByTestId('subscription-status')).toHaveText('Active');
    await expect(owner.getByText('Razorpay', { exact: true })).toBeVisible();
    await snap(owner, testInfo, 'billing-razorpay-active');

    // Razorpay cannot undo a cancellation: the screen says so instead of offering Reactivate
    await owner.getByRole('button', { name: 'Cancel Subscription' }).click();
    await owner
      .getByRole('alertdialog', { name: 'Cancel subscription' })
      .getByRole('button', { name: 'Cancel Subscription' })
      .click();
    await expect(toast(owner, 'Subscription Canceled')).toBeVisible();
    await expect(owner.getByText(/Razorpay cannot undo a cancellation: choose a plan again after/)).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Reactivate Subscription' })).toHaveCount(0);
  } finally {
    await ownerContext.close();
    // put back what the later specs rely on: the active gateway as it was
    await restoreConfig(page, baseURL!, before);
  }
});

/**
 * The Stripe path: the admin saves and tests the fake Stripe keys and makes Stripe active (through the
 * admin API; admin-config.spec.ts covers the screen), a fresh tenant chooses a plan, goes to the fake
 * hosted Checkout, comes back to /dashboard/billing?checkout=success&session_id=…; the screen posts the
 * session once, drops it from the URL and shows the plan active on Stripe. Gateways put back after.
 */
test('billing on Stripe: Checkout redirects back, the return is confirmed once, Current Plan is active', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(!fakes, 'needs the fake gateways of e2e/global-setup.ts (not available with PARLEY_E2E_URL)');
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const before = await readConfigState(page);
  const write = { headers: { origin: baseURL! } };
  const ownerContext = await browser.newContext();
  try {
    const saved = await page.request.post('/api/admin/payment-gateways', {
      ...write,
      data: { stripe: { publishableKey: 'pk_test_fake', secretKey: fakes!.keys.stripe, enabled: true } },
    });
    expect(saved.status()).toBe(200);
    const tested = await page.request.post('/api/admin/payment-gateways/test/stripe', {
      ...write,
      data: { config: { publishableKey: 'pk_test_fake', secretKey: fakes!.keys.stripe, enabled: true } },
    });
    expect(tested.status()).toBe(200);
    const active = await page.request.post('/api/admin/payment-gateways', {
      ...write,
      data: { activeGateway: 'stripe' },
    });
    expect(active.status()).toBe(200);

    const owner = await ownerContext.newPage();
    await registerOwner(owner, baseURL!, 'Rao Retail');
    await owner.goto('/dashboard/billing');
    const returned = owner.waitForResponse(
      (r) => r.url().endsWith('/api/billing/checkout-return') && r.request().method() === 'POST',
    );
    await owner.getByRole('button', { name: 'Choose plan: Growth' }).click();
    expect((await returned).status()).toBe(200);
    await expect(toast(owner, 'Subscription Created')).toBeVisible();
    await expect(owner).toHaveURL(/\/dashboard\/billing$/);
    await expect(owner.getByRole('tab', { name: 'Current Plan' })).toHaveAttribute('aria-selected', 'true');
    await expect(owner.getByRole('heading', { name: 'Growth', level: 2 })).toBeVisible();
    await expect(owner.getByTestId('subscription-status')).toHaveText('Active');
    await expect(owner.getByText('Stripe', { exact: true })).toBeVisible();
    await snap(owner, testInfo, 'billing-stripe-active');
    // a reload does not post the session again
    let posted = 0;
    owner.on('request', (r) => {
      if (r.url().endsWith('/api/billing/checkout-return')) posted++;
    });
    await owner.reload();
    await expect(owner.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
    expect(posted).toBe(0);
  } finally {
    await ownerContext.close();
    await restoreConfig(page, baseURL!, before);
    if (!before.gateways.stripe.configured) {
      await page.request.post('/api/admin/payment-gateways', {
        ...write,
        data: { stripe: { publishableKey: '', secretKey: '', enabled: false } },
      });
    }
  }
});
