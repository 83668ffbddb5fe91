import { expect, type Page } from '@playwright/test';
import { codeMailedAfter, mailCount } from '../functions/test-support/mailed-code';
import { signIn, uniqueEmail } from './helpers';

/**
 * The owner's account steps in the browser (issue 31 item 2), reading Cognito's mails from the local inbox:
 * shared by accounts.spec.ts and mail-journey.spec.ts.
 */

/** A new owner signs up on /signup and lands on the dashboard (not verified yet); returns the address. */
export async function signUpInBrowser(
  page: Page,
  who: { firstName: string; lastName: string; companyName: string; emailPrefix: string; password: string },
): Promise<string> {
  const email = uniqueEmail(who.emailPrefix);
  await page.goto('/signup?plan=plan-starter');
  const form = page.getByRole('form', { name: 'Account setup' });
  await page.locator('input[name="firstName"]').fill(who.firstName);
  await page.locator('input[name="lastName"]').fill(who.lastName);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="companyName"]').fill(who.companyName);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('input[name="confirmPassword"]').fill(who.password);
  await page.locator('select[name="industry"]').selectOption('Healthcare');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Your 30-day trial has started')).toBeVisible();
  await page.getByRole('button', { name: 'Continue in Demo Mode' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/**
 * On a signed-out `page`: the owner of `email` follows "Forgot password?" from the sign-in page, sets
 * `password` with the code mailed to them and signs in with it (the page ends on the dashboard).
 * `onDone` runs on the "password changed" screen (e.g. for a screenshot).
 */
export async function resetPasswordFromMail(
  page: Page,
  email: string,
  password: string,
  onDone?: () => Promise<void>,
): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // the address typed on the sign-in page comes along
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const seen = await mailCount(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText('If an account uses this address, we have emailed it a code.')).toBeVisible();

  await page.getByLabel('Code from the email').fill(await codeMailedAfter(email, seen));
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible();
  await onDone?.();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A browser whose session was ended: the API answers 401 and the dashboard sends it to the login page. */
export async function expectSignedOut(page: Page): Promise<void> {
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
}
