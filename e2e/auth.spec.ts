import { expect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, snap, toast, uniqueEmail, waitForPlans } from './helpers';

async function fillAccountSetup(page: Page, email: string, password: string, confirm = password) {
  await page.locator('input[name="firstName"]').fill('Meera');
  await page.locator('input[name="lastName"]').fill('Iyer');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="companyName"]').fill('Iyer Dental Care');
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(confirm);
  await page.locator('select[name="industry"]').selectOption('Healthcare');
}

test.describe('signup', () => {
  test('landing → pricing → signup → payment placeholder → dashboard', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pricing' }).click();
    await waitForPlans(page);
    await page.getByRole('link', { name: 'Get Started with the Starter plan' }).click();
    await expect(page).toHaveURL(/\/signup\?plan=plan-starter$/);

    const summary = page.getByRole('complementary', { name: 'Starter' });
    await expect(summary).toContainText('₹2,499');
    await expect(summary).toContainText('/month');
    // served over plain http here: the page claims no encryption it does not have
    await expect(summary).not.toContainText(/SSL|encrypt/i);
    await expect(summary).toContainText('Cancel anytime');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await snap(page, testInfo, 'signup-desktop');

    const form = page.getByRole('form', { name: 'Account setup' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form).toContainText('First name is required');
    await expect(form).toContainText('Company name is required');

    const email = uniqueEmail('owner');
    await fillAccountSetup(page, email, 'Secret123', 'Secret124');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form).toContainText('Password mismatch');
    await fillAccountSetup(page, email, 'secret123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form).toContainText('Password too weak');
    await fillAccountSetup(page, email, 'Sec1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form).toContainText('Password too short');

    await fillAccountSetup(page, email, 'Secret123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Your 30-day trial has started')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    // Back shows the account that now exists, not an empty greyed-out form that cannot be sent again
    await expect(page.getByText('Your account has been created')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to Payment Setup' }).click();
    await page.getByRole('button', { name: 'Continue in Demo Mode' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Starter');
    await expect(page.getByTestId('sidebar-user')).toContainText(email);
    await expect(page.getByText('No recent leads')).toBeVisible();
  });

  test('a second signup with the same email shows the server message', async ({ page }) => {
    await page.goto('/signup?plan=plan-mini');
    const form = page.getByRole('form', { name: 'Account setup' });
    await fillAccountSetup(page, DEMO_ACCOUNTS[0].email, 'Secret123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/signup\?plan=plan-mini$/);
  });

  test('an unknown plan says so and goes back to the landing page', async ({ page }) => {
    await page.goto('/signup?plan=plan-nope');
    await expect(toast(page, 'Plan not found')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

/** Sidebar links per role: the owner sees all 12; leads and analytics are the owner's and the agents' (issue 11), not the trainer's. */
const SIDEBAR_LINKS: Record<string, number> = { business_owner: 12, ai_trainer: 4, human_agent: 6 };

test.describe('login and logout', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.role} signs in, lands on ${account.home}, and signs out`, async ({ page }, testInfo) => {
      await signIn(page, account.email);
      await expect(page).toHaveURL(new RegExp(`${account.home}$`));
      if (account.role === 'human_agent') {
        // agents work in the Agent Portal (issue 10); their dashboard is a click away
        await expect(page.getByRole('heading', { name: 'Agent Portal', level: 1 })).toBeVisible();
        await page.goto('/dashboard');
      }
      if (account.role === 'admin') {
        await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
      } else {
        await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
        await expect(page.getByTestId('sidebar-user')).toContainText(account.email);
        // each role sees only the screens it may open (shared/access.ts levels)
        const nav = page.getByRole('navigation', { name: 'Dashboard' });
        await expect(nav.getByRole('link')).toHaveCount(SIDEBAR_LINKS[account.role]);
        await expect(page).toHaveTitle('Dashboard · Parley');
      }
      if (account.role === 'human_agent') {
        await expect(
          page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Train Intents' }),
        ).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Manage Intents' })).toHaveCount(0);
        // typing the URL is closed too, said plainly rather than with 403 toasts
        await page.goto('/dashboard/intents');
        await expect(page.getByRole('heading', { name: 'Train Intents', level: 1 })).toBeVisible();
        await expect(page.getByText('Not available to your role')).toBeVisible();
        await expect(page.getByRole('button', { name: /Add Intent|AI Optimize/ })).toHaveCount(0);
        await page.getByRole('link', { name: 'Back to Dashboard' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
      }
      if (account.role === 'business_owner') {
        await expect(page.getByRole('region', { name: 'Conversations Used' })).toContainText('%');
        await snap(page, testInfo, 'dashboard-desktop');
        await page.getByRole('link', { name: 'Billing & Plan' }).click();
        await expect(page.getByRole('heading', { name: 'Billing & Plan', level: 1 })).toBeVisible();
        await expect(page.getByRole('tab', { name: 'Plans' })).toBeVisible();
        await page.getByRole('link', { name: 'AI webpage' }).click();
        await expect(page.getByRole('heading', { name: 'AI Webpages', level: 1 })).toBeVisible();
      }
      if (account.role === 'admin') await snap(page, testInfo, 'admin-desktop');

      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      // The session is gone: protected pages send the visitor to /login.
      await page.goto(account.home);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('wrong credentials show the server message; the password toggle is labelled', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(page.getByText('owner@demo.parley.app')).toBeVisible();
    await page.locator('input[name="email"]').fill(uniqueEmail('nobody'));
    const password = page.locator('input[name="password"]');
    await password.fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await snap(page, testInfo, 'login-desktop');
  });

  test('protected pages need a session; old paths redirect', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, DEMO_ACCOUNTS[0].email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/customer');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/webpage');
    await expect(page).toHaveURL(/\/dashboard\/ai-webpage$/);
    // A tenant user is sent home from the admin area.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
