import { expect, test } from '@playwright/test';
import { signIn, snap, toast, uniqueEmail } from './helpers';

/**
 * Issue 10 item 4 through the real product: the demo owner adds a human agent, the agent can sign in
 * and lands in the Agent Portal; the owner deactivates them after the confirmation, and the agent's
 * next login is refused with a message that says why.
 */
const PASSWORD = 'Agent1Pass';

test('an owner adds and deactivates a human agent, whose login is then refused', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('agent');
  await signIn(page, 'owner@demo.parley.app');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Human Agents' }).click();
  await expect(page.getByRole('heading', { name: 'Human Agents', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add Agent' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/First name/).fill('Farah');
  await dialog.getByRole('button', { name: 'Create Agent' }).click();
  await expect(toast(page, 'Validation Error')).toBeVisible();
  await dialog.getByLabel(/Last name/).fill('Qureshi');
  await dialog.getByLabel(/Email/).fill(email);
  await dialog.getByLabel(/Password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Agent' }).click();
  await expect(toast(page, 'Agent Created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Farah Qureshi');
  await expect(row).toContainText('Active');
  await snap(page, testInfo, 'human-agents');

  // the new agent signs in and lands in the Agent Portal
  const agentContext = await browser.newContext();
  try {
    const agent = await agentContext.newPage();
    await signIn(agent, email, PASSWORD);
    await expect(agent).toHaveURL(/\/agent-portal$/);
    await expect(agent.getByRole('heading', { name: 'Agent Portal', level: 1 })).toBeVisible();

    await row.getByRole('checkbox', { name: /Farah Qureshi/ }).click({ force: true });
    await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to deactivate this agent?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(toast(page, 'Status Updated')).toBeVisible();
    await expect(row).toContainText('Inactive');

    // the open session ends at once, and a new login is refused with the reason
    const me = await agent.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    await signIn(agent, email, PASSWORD);
    await expect(agent.getByRole('alert')).toContainText('deactivated');
    await expect(agent).toHaveURL(/\/login$/);
  } finally {
    await agentContext.close();
  }
});
