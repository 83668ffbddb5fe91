import { expect, type Page, test } from '@playwright/test';
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

/**
 * Every screen at phone width (issue 27 item 15): the page itself never scrolls sideways (a table may, in
 * its own scroll box), and each screen's primary actions sit inside the 390 px viewport, reachable
 * without panning. Each entry: the route, its h1, and the actions a user of that screen comes to press.
 */
type Screen = { path: string; heading: string; actions: { role: 'button' | 'link' | 'tab'; name: string | RegExp }[] };
const OWNER_SCREENS: Screen[] = [
  { path: '/dashboard', heading: 'Dashboard', actions: [{ role: 'button', name: 'Open navigation menu' }] },
  { path: '/dashboard/intents', heading: 'AI Training Center', actions: [{ role: 'button', name: /Add Intent/ }] },
  { path: '/dashboard/ai-webpage', heading: 'AI Webpages', actions: [{ role: 'button', name: /Create/ }] },
  {
    path: '/dashboard/leads',
    heading: 'Leads',
    actions: [
      { role: 'button', name: /Add Lead/ },
      { role: 'button', name: /^Manage / },
    ],
  },
  { path: '/dashboard/crm-analytics', heading: 'CRM Analytics', actions: [] },
  { path: '/dashboard/predictive-analytics', heading: 'Predictive Analytics', actions: [] },
  { path: '/dashboard/conversations', heading: 'Conversations', actions: [{ role: 'button', name: /^View / }] },
  { path: '/dashboard/human-agents', heading: 'Human Agents', actions: [{ role: 'button', name: /Add/ }] },
  { path: '/dashboard/lead-capture', heading: 'Lead Capture Settings', actions: [{ role: 'button', name: /Save/ }] },
  { path: '/dashboard/billing', heading: 'Billing & Plan', actions: [{ role: 'tab', name: 'Invoices' }] },
  { path: '/dashboard/widget', heading: 'Embed Widget', actions: [{ role: 'button', name: /Save/ }] },
  { path: '/dashboard/settings', heading: 'Settings', actions: [{ role: 'tab', name: /Security/ }] },
  { path: '/ccai-test', heading: 'Test AI Chat', actions: [{ role: 'button', name: /Send/ }] },
  { path: '/agent-portal', heading: 'Agent Portal', actions: [] },
];

/**
 * How wide the page lays out: the scrolling element's width, and the layout viewport's (a mobile browser
 * widens the layout viewport to content wider than the screen, so innerWidth alone would hide it).
 */
const pageWidth = (page: Page) =>
  page.evaluate(() => Math.max((document.scrollingElement ?? document.documentElement).scrollWidth, window.innerWidth));

/** The admin panel's sections, by their labels (features/admin/components/sections.ts). */
const ADMIN_SECTIONS = [
  'Dashboard',
  'Clients',
  'Enquiries',
  'System Health',
  'Analytics',
  'AI Cost Optimization',
  'User Management',
  'Manage Plans',
  'Payment Gateways',
  'Activity Logs',
  'Configuration',
  'Testimonials',
];

/** Soft checks, so one run names every screen and action that does not fit. */
async function expectFitsPhone(page: Page, s: Screen) {
  await page.goto(s.path);
  await expect(page.getByRole('heading', { name: s.heading, level: 1 })).toBeVisible();
  // the screen's data has arrived (no spinner left), so the widths measured are the real ones
  await expect(page.locator('.chakra-spinner, [data-scope="spinner"]')).toHaveCount(0);
  for (const a of s.actions) {
    const label = `${s.path}: ${a.role} ${a.name}`;
    const action = page.getByRole(a.role, { name: a.name }).first();
    await expect(action, label).toBeVisible();
    const box = await action.boundingBox();
    expect
      .soft(box && box.x >= 0 && box.x + box.width <= MOBILE.width, `${label} within 0–390 px: ${JSON.stringify(box)}`)
      .toBe(true);
  }
  expect.soft(await pageWidth(page), `${s.path} is laid out wider than the phone`).toBeLessThanOrEqual(MOBILE.width);
}

test.describe('every screen fits a phone (390×844)', () => {
  test('the owner’s dashboard screens, Test AI Chat and the Agent Portal', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, DEMO_ACCOUNTS[0].email);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const s of OWNER_SCREENS) await expectFitsPhone(page, s);
  });

  test('every section of the admin panel', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, DEMO_ACCOUNTS[3].email);
    await expect(page).toHaveURL(/\/admin$/);
    for (const section of ADMIN_SECTIONS) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: section }).click();
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
      await expect(page.locator('.chakra-spinner, [data-scope="spinner"]')).toHaveCount(0);
      expect
        .soft(await pageWidth(page), `admin ${section} is laid out wider than the phone`)
        .toBeLessThanOrEqual(MOBILE.width);
    }
  });
});
