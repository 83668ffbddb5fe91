import { expect, test } from '@playwright/test';
import { codeMailedAfter } from '../functions/test-support/mailed-code';
import { expectSignedOut, resetPasswordFromMail, signUpInBrowser } from './account-steps';
import { registerBusiness, snap } from './helpers';

/**
 * Accounts (issue 31 item 2), read from the local inbox (the SES stand-in `npm start` runs; Cognito's
 * messages reach it through infra/local/cognito-local-start.cjs): a new owner verifies the address from
 * the banner, and a forgotten password is reset from the mailed code, ending the old session.
 */
test('sign up → banner → code from the inbox → verified', async ({ page }, testInfo) => {
  const email = await signUpInBrowser(page, {
    firstName: 'Ritu',
    lastName: 'Rao',
    companyName: 'Rao Bakery',
    emailPrefix: 'owner',
    password: 'Secret123',
  });

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
  await resetPasswordFromMail(other, email, 'Brand1New', () => snap(other, testInfo, 'password-reset-done'));

  // the browser signed in before the reset has no session any more
  await expectSignedOut(page);
  await other.context().close();
});
