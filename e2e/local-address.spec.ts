import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/**
 * Issue 27 item 10: `npm start` prints http://localhost:PORT; someone who types http://127.0.0.1:PORT
 * instead is sent to the printed address (path and query kept) and can sign in there, rather than being
 * told "Request origin is not allowed" by every sign-in.
 */
test('opening the app at 127.0.0.1 lands at localhost, where sign-in works', async ({ page, baseURL }) => {
  const app = new URL(baseURL as string);
  const loopback = `http://127.0.0.1:${app.port}`;
  await page.goto(`${loopback}/login?next=%2Fdashboard%2Fleads`);
  await expect(page).toHaveURL(`${app.origin}/login?next=%2Fdashboard%2Fleads`);

  await page.locator('input[name="email"]').fill('owner@demo.parley.app');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`^${app.origin}/dashboard`));
  await expect(page.getByText('Request origin is not allowed')).toHaveCount(0);
});
