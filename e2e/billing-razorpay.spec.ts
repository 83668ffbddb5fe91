import { expect, test } from '@playwright/test';
import type { FakeProviders } from '../functions/test-support/fake-providers';
import { razorpayActiveAfterTest, readConfigState, restoreConfig } from './admin-steps';
import { DEMO_ACCOUNTS, signIn, snap, toast, uniqueEmail } from './helpers';

const ADMIN = DEMO_ACCOUNTS[3].email;
const PASSWORD = 'Sup3rSecret!';
const fakes = JSON.parse(process.env.PARLEY_E2E_FAKES ?? 'null') as Pick<FakeProviders, 'base' | 'keys'> | null;

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
    const signup = await owner.request.post('/api/auth/register', {
      headers: { origin: baseURL! },
      data: {
        firstName: 'Arjun',
        lastName: 'Rao',
        email: uniqueEmail('billing-rzp-owner'),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        companyName: 'Rao Robotics',
        phone: '+91 98450 67890',
        industry: 'Technology',
        planId: 'plan-starter',
      },
    });
    expect(signup.status()).toBe(201);
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
