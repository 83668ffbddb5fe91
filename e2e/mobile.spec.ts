import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, MOBILE, signIn, snap, uniqueEmail, waitForPlans } from './helpers';

test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

test.describe('mobile (390×844)', () => {
  test('landing drawer → pricing → signup → dashboard drawer → logout', async ({ page }, testInfo) => {
    await page.goto('/');
    await snap(page, testInfo, 'landing-mobile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await snap(page, testInfo, 'landing-drawer-mobile');
    await drawer.getByRole('button', { name: 'Pricing' }).click();
    await expect(drawer).toBeHidden();
    await waitForPlans(page);
    await expect(page.locator('#pricing-heading')).toBeInViewport();

    await page.getByRole('link', { name: 'Get Started with the Growth plan' }).click();
    await expect(page).toHaveURL(/\/signup\?plan=plan-growth$/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await snap(page, testInfo, 'signup-mobile');
    const email = uniqueEmail('mobile');
    await page.locator('input[name="firstName"]').fill('Kiran');
    await page.locator('input[name="lastName"]').fill('Shah');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="companyName"]').fill('Shah Motors');
    await page.locator('input[name="password"]').fill('Mobile123');
    await page.locator('input[name="confirmPassword"]').fill('Mobile123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Continue in Demo Mode' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await snap(page, testInfo, 'dashboard-mobile');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const nav = page.getByRole('dialog', { name: 'Navigation' });
    await expect(nav.getByTestId('sidebar-user')).toContainText(email);
    await snap(page, testInfo, 'dashboard-drawer-mobile');
    await nav.getByRole('link', { name: 'Embed Widget' }).click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/widget$/);
    await expect(page.getByRole('heading', { name: 'Embed Widget', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('login at phone width lands on the dashboard', async ({ page }, testInfo) => {
    await page.goto('/login');
    await snap(page, testInfo, 'login-mobile');
    await signIn(page, DEMO_ACCOUNTS[1].email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // the demo tenant's recent leads fit the phone: no sideways scrolling of the page or of the card
    const leads = page.getByRole('region', { name: 'Recent leads', exact: true });
    await expect(
      leads.getByRole('list', { name: 'Recent leads', exact: true }).getByRole('listitem').first(),
    ).toBeVisible();
    const overflow = await page.evaluate(() => {
      const card = document.getElementById('recent-leads-heading')?.closest('section');
      // a box that scrolls sideways hides part of its content at this width, just like page overflow
      const sideways = [...(card?.querySelectorAll('*') ?? [])].filter(
        (el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth,
      );
      const root = document.documentElement;
      return { page: root.scrollWidth - root.clientWidth, scrollingBoxes: sideways.length };
    });
    expect(overflow).toEqual({ page: 0, scrollingBoxes: 0 });
    const box = await leads.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await snap(page, testInfo, 'dashboard-leads-mobile');
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await snap(page, testInfo, 'not-found-mobile');
  });
});
