import { expect, request, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, uniqueEmail } from './helpers';

const PASSWORD = 'Sup3rSecret!';

/**
 * Issue 27 item 11: the owner of a suspended business signs in and reads why the dashboard is closed
 * (the server's reason: suspended, contact support), not "Your role can't see the account overview".
 * The tenant is this spec's own (signed up here, suspended by the demo admin through the API): the demo
 * tenant the other specs share is never touched.
 */
test("a suspended business's owner is told the account is suspended, on every screen", async ({ page, baseURL }) => {
  const email = uniqueEmail('suspended-owner');
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL as string } });
  try {
    const signup = await api.post('/api/auth/register', {
      data: {
        firstName: 'Kavya',
        lastName: 'Rao',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        companyName: `Suspended E2E ${Date.now().toString(36)}`,
        phone: '+91 99887 11223',
        industry: 'Retail',
        planId: 'plan-starter',
      },
    });
    expect(signup.status()).toBe(201);
    const clientId = (await signup.json()).user.clientId as string;
    // the same context signs in as the platform admin (its cookies replace the owner's) and suspends
    expect(
      (
        await api.post('/api/auth/login', { data: { email: DEMO_ACCOUNTS[3].email, password: DEMO_PASSWORD } })
      ).status(),
    ).toBe(200);
    expect((await api.put(`/api/admin/clients/${clientId}/status`, { data: { status: 'suspended' } })).status()).toBe(
      200,
    );
  } finally {
    await api.dispose();
  }

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const reason = /account is suspended.*contact support/;
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  await expect(page.getByText("Your role can't see the account overview.")).toHaveCount(0);

  // another screen (a QueryState list), and a fresh load, where the session check itself is refused
  await page.goto('/dashboard/leads');
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  await expect(page.getByText("Your role can't see leads.")).toHaveCount(0);
  await expect(page.getByText(/couldn't check your session/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
