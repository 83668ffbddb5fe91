import { expect, test } from '@playwright/test';
import { totp } from '../functions/core/identity/totp';
import { registerBusiness, signIn, toast } from './helpers';

const PASSWORD = 'Sup3rSecret!';
/** The test is the authenticator app: RFC 6238 codes of the secret the page shows (steps of 30 s). */
const codeAt = (secret: string, steps = 0) => totp(secret, Date.now() + steps * 30_000);

/**
 * Issue 14 "done when": a fresh business enrols two-factor from the Security tab with a code computed
 * from the secret shown on the page, and from then on signing in needs a code — a wrong one is refused,
 * a right one lets the owner in.
 */
test('two-factor: enrol from the Security tab, then sign-in asks for a code', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const email = await registerBusiness(page, baseURL!, {
    firstName: 'Meera',
    lastName: 'Iyer',
    companyName: 'Iyer Spices',
    emailPrefix: 'two-factor-owner',
  });
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText(/^Off/);

  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  const passwordStep = page.getByRole('form', { name: 'Confirm your password' });
  await passwordStep.getByLabel('Current Password').fill(PASSWORD);
  await passwordStep.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByLabel('QR code for your authenticator app')).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const enrolCode = codeAt(secret);
  const confirmStep = page.getByRole('form', { name: 'Confirm two-factor' });
  await confirmStep.getByLabel('6-digit code from your app').fill(enrolCode);
  await confirmStep.getByRole('button', { name: 'Turn on' }).click();

  await expect(toast(page, 'Two-factor authentication is on')).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText(/^On/);
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);

  // the password alone no longer signs in
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const codeInput = page.getByLabel('Authentication code');
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');

  const next = codeAt(secret, 1);
  const wrong = ['000000', '111111', '222222'].find(
    (c) => c !== next && c !== enrolCode && c !== codeAt(secret),
  ) as string;
  await codeInput.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // the code the enrolment used has been spent (replay) — the next one lets the owner in
  await codeInput.fill(next);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-user')).toContainText(email);

  // still on after a reload of the Security tab
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText(/^On/);
});
