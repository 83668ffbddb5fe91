import { expect, test } from '@playwright/test';
import { codeMailedAfter, mailCount } from '../functions/test-support/mailed-code';
import { registerBusiness, signIn, snap, uniqueEmail } from './helpers';

/**
 * Accounts (issue 31 item 2), read from the local inbox (the SES stand-in `npm start` runs; Cognito's
 * messages reach it through infra/local/cognito-local-start.cjs): a new owner verifies the address from
 * the banner, and a forgotten password is reset from the mailed code, ending the old session.
 */
test('sign up → banner → code from the inbox → verified', async ({ page }, testInfo) => {
  const email = uniqueEmail('owner');
  await page.goto('/signup?plan=plan-starter');
  const form = page.getByRole('form', { name: 'Account setup' });
  await page.locator('input[name="firstName"]').fill('Ritu');
  await page.locator('input[name="lastName"]').fill('Rao');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="companyName"]').fill('Rao Bakery');
  await page.locator('input[name="password"]').fill('Secret123');
  await page.locator('input[name="confirmPassword"]').fill('Secret123');
  await page.locator('select[name="industry"]').selectOption('Healthcare');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Your 30-day trial has started')).toBeVisible();
  await page.getByRole('button', { name: 'Continue in Demo Mode' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // the account works at once; the banner asks for the code
  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toContainText('Verify your email — we sent a code to o…@…');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await snap(page, testInfo, 'verify-email-banner');

  await banner.getByLabel('Verification code').fill('000000');
  await banner.getByRole('button', { name: 'Verify' }).click();
  await expect(banner).toContainText('The code is wrong or has expired');

  await banner.getByLabel('Verification code').fill(await codeMailedAfter(email, 0));
  await banner.getByRole('button', { name: 'Verify' }).click();
  await expect(banner).toHaveCount(0);
  // other screens read the same answer: Settings → Profile shows the address verified
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('form', { name: 'Change sign-in address' })).toContainText('Verified');
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
});

test('forgot password → code from the inbox → new password → sign in; the old session is rejected', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // the old session: a verified owner signed in in this browser
  const email = await registerBusiness(page, baseURL!, {
    firstName: 'Kiran',
    lastName: 'Shah',
    companyName: 'Shah Optics',
    emailPrefix: 'reset',
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const other = await (await browser.newContext({ baseURL })).newPage();
  await other.goto('/login');
  await other.locator('input[name="email"]').fill(email);
  await other.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(other).toHaveURL(/\/forgot-password$/);
  // the address typed on the sign-in page comes along
  await expect(other.getByLabel('Email')).toHaveValue(email);
  const seen = await mailCount(email);
  await other.getByRole('button', { name: 'Email me a code' }).click();
  await expect(other.getByText('If an account uses this address, we have emailed it a code.')).toBeVisible();

  await other.getByLabel('Code from the email').fill(await codeMailedAfter(email, seen));
  await other.getByLabel(/^New password/).fill('Brand1New');
  await other.getByLabel('Confirm new password').fill('Brand1New');
  await other.getByRole('button', { name: 'Set new password' }).click();
  await expect(other.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible();
  await snap(other, testInfo, 'password-reset-done');
  await other.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.locator('input[name="email"]')).toHaveValue(email);
  await signIn(other, email, 'Brand1New');
  await expect(other).toHaveURL(/\/dashboard$/);

  // the browser signed in before the reset has no session any more
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await other.context().close();
});
