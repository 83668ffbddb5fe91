import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { FakeProviders } from '../functions/test-support/fake-providers';
import { adminNav, razorpayActiveAfterTest, readConfigState, restoreConfig } from './admin-steps';
import { DEMO_ACCOUNTS, registerBusiness, signIn, snap, toast } from './helpers';

const ADMIN = DEMO_ACCOUNTS[3].email;
const fakes = JSON.parse(process.env.PARLEY_E2E_FAKES ?? 'null') as Pick<FakeProviders, 'base' | 'keys'> | null;

// both tests switch the platform's active gateway: one at a time
test.describe.configure({ mode: 'serial' });

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
  test.setTimeout(240_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const before = await readConfigState(page);
  const ownerContext = await browser.newContext();
  try {
    await razorpayActiveAfterTest(page, baseURL!, fakes!.keys.razorpay);

    const owner = await ownerContext.newPage();
    await registerBusiness(owner, baseURL!, {
      firstName: 'Arjun',
      lastName: 'Rao',
      companyName: 'Rao Robotics',
      emailPrefix: 'billing-gw-owner',
    });
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
 * A failed Razorpay payment (issue 13, "a failed payment turning the subscription past_due and the screen
 * saying so"): Razorpay made active through the admin API (the test above drives that screen), the admin
 * saves a webhook secret on the Payment Gateways card, a fresh tenant pays; then the renewal fails at the
 * gateway (the fake's subscription goes to 'pending' through its HTTP control route, as Razorpay does
 * when a charge fails) and Razorpay's subscription.pending webhook arrives, signed with that secret. The
 * server re-reads the subscription: past_due, and the owner sees it on Current Plan and on the dashboard.
 */
test('billing on Razorpay: a failed payment makes the subscription past due; billing and the dashboard say so', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(!fakes, 'needs the fake gateways of e2e/global-setup.ts (not available with PARLEY_E2E_URL)');
  test.setTimeout(240_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const before = await readConfigState(page);
  const write = { headers: { origin: baseURL! } };
  const keys = fakes!.keys.razorpay;
  const webhookSecret = `whsec_e2e_${randomBytes(12).toString('hex')}`;
  const ownerContext = await browser.newContext();
  try {
    const razorpayConfig = { keyId: keys.keyId, keySecret: keys.keySecret, enabled: true };
    const saved = await page.request.post('/api/admin/payment-gateways', {
      ...write,
      data: { razorpay: razorpayConfig },
    });
    expect(saved.status()).toBe(200);
    const tested = await page.request.post('/api/admin/payment-gateways/test/razorpay', {
      ...write,
      data: { config: razorpayConfig },
    });
    expect(tested.status()).toBe(200);
    const active = await page.request.post('/api/admin/payment-gateways', {
      ...write,
      data: { activeGateway: 'razorpay' },
    });
    expect(active.status()).toBe(200);

    // the webhook secret as the admin enters it: the card's field, saved, shown masked after a reload
    await page.reload();
    await adminNav(page, 'Payment Gateways');
    let razorpay = page.getByRole('region', { name: 'Razorpay' });
    await razorpay.getByLabel('Webhook secret (verifies subscription events)').fill(webhookSecret);
    const savedSecret = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/payment-gateways') && r.request().method() === 'POST',
    );
    await razorpay.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await savedSecret).status()).toBe(200);
    await page.reload();
    await adminNav(page, 'Payment Gateways');
    razorpay = page.getByRole('region', { name: 'Razorpay' });
    await expect(razorpay.getByLabel('Webhook secret (verifies subscription events)')).toHaveAttribute(
      'placeholder',
      new RegExp(`${webhookSecret.slice(-4)}$`),
    );
    await expect(razorpay.getByText('Active', { exact: true })).toBeVisible();

    const owner = await ownerContext.newPage();
    await registerBusiness(owner, baseURL!, {
      firstName: 'Arjun',
      lastName: 'Rao',
      companyName: 'Rao Ropes',
      emailPrefix: 'billing-gw-owner',
    });
    await owner.goto('/dashboard/billing');
    const created = owner.waitForResponse(
      (r) => r.url().endsWith('/api/billing/create-subscription') && r.request().method() === 'POST',
    );
    const verified = owner.waitForResponse(
      (r) => r.url().endsWith('/api/billing/verify-payment') && r.request().method() === 'POST',
    );
    await owner.getByRole('button', { name: 'Choose plan: Growth' }).click();
    const start = await (await created).json();
    expect(start.kind).toBe('razorpay');
    const subId: string = start.subscriptionId;
    expect((await verified).status()).toBe(200);
    await expect(toast(owner, 'Subscription Created')).toBeVisible();
    await expect(owner.getByTestId('subscription-status')).toHaveText('Active');

    // the renewal charge fails at Razorpay: the subscription there goes to 'pending'
    const failed = await page.request.post(`${fakes!.base}/__control/razorpay/subscriptions/${subId}/status`, {
      data: { status: 'pending' },
    });
    expect(failed.status()).toBe(200);
    expect((await failed.json()).status).toBe('pending');

    // Razorpay's webhook: the signature is over these exact bytes, sent as they are
    const body = JSON.stringify({
      entity: 'event',
      event: 'subscription.pending',
      payload: { subscription: { entity: { id: subId } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const deliver = (signature: string, eventId: string) =>
      page.request.post('/api/webhooks/razorpay', {
        data: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
      });
    const sign = (secret: string) => createHmac('sha256', secret).update(body).digest('hex');
    const eventId = `evt_e2e_${randomBytes(8).toString('hex')}`;

    // signed with another secret: refused, and nothing changes
    const forged = await deliver(sign(`${webhookSecret}-other`), eventId);
    expect(forged.status()).toBe(400);
    const still = await owner.request.get('/api/billing/subscription');
    expect((await still.json()).subscription.status).toBe('active');

    const delivered = await deliver(sign(webhookSecret), eventId);
    expect(delivered.status()).toBe(200);
    expect(await delivered.json()).toEqual({ received: true });
    // the gateway's redelivery of the same event changes nothing
    const again = await deliver(sign(webhookSecret), eventId);
    expect(again.status()).toBe(200);
    expect((await again.json()).duplicate).toBe(true);

    await owner.reload();
    await owner.getByRole('tab', { name: 'Current Plan' }).click();
    await expect(owner.getByTestId('subscription-status')).toHaveText('Past due');
    await expect(owner.getByRole('heading', { name: 'Growth', level: 2 })).toBeVisible();
    const currentPlan = owner.getByRole('tabpanel', { name: 'Current Plan' });
    await expect(currentPlan.getByText('Your last payment failed', { exact: true })).toBeVisible();
    await expect(
      currentPlan.getByText(/the gateway will try again\. Make sure your payment method can be charged before \d/),
    ).toBeVisible();
    // a past-due plan cannot be cancelled from here (only an active one)
    await expect(owner.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await snap(owner, testInfo, 'billing-razorpay-past-due');

    await owner.goto('/dashboard');
    await expect(owner.getByText('Your last payment failed.', { exact: true })).toBeVisible();
    await expect(owner.getByText('Your Growth plan ends if the payment cannot be taken.')).toBeVisible();
    await snap(owner, testInfo, 'dashboard-payment-failed');
    await owner.getByRole('link', { name: 'Go to Billing & Plan' }).click();
    await expect(owner).toHaveURL(/\/dashboard\/billing$/);
  } finally {
    await ownerContext.close();
    // put back what the later specs rely on: the active gateway as it was, and no webhook secret
    await restoreConfig(page, baseURL!, before);
    const now = await (await page.request.get('/api/admin/payment-gateways')).json();
    const cleared = await page.request.post('/api/admin/payment-gateways', {
      ...write,
      data: { razorpay: { keyId: now.razorpay.keyId, enabled: now.razorpay.enabled, webhookSecret: '' } },
    });
    expect(cleared.status()).toBe(200);
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
  test.setTimeout(240_000);
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
    await registerBusiness(owner, baseURL!, {
      firstName: 'Arjun',
      lastName: 'Rao',
      companyName: 'Rao Retail',
      emailPrefix: 'billing-gw-owner',
    });
    await owner.goto('/dashboard/billing');
    const returned = owner.waitForResponse(
      (r) => r.url().endsWith('/api/billing/checkout-return') && r.request().method() === 'POST',
    );
    await owner.getByRole('button', { name: 'Choose plan: Growth' }).click();
    expect((await returned).status()).toBe(200);
    await expect(toast(owner, 'Subscription Created')).toBeVisible();
    // the checkout's query is gone; the tab shown is the URL's (?tab=)
    await expect(owner).toHaveURL(/\/dashboard\/billing\?tab=current$/);
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
    await expect(owner.getByRole('tab', { name: 'Current Plan' })).toHaveAttribute('aria-selected', 'true');
    await expect(owner.getByTestId('subscription-status')).toHaveText('Active');
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
