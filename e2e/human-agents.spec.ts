import { expect, test } from '@playwright/test';
import { signIn, snap, toast, uniqueEmail } from './helpers';
import { acceptInvitationInBrowser, invitationLink } from './invitation-steps';

/**
 * Issue 10 item 4 and issue 31 item 3 through the real product: the demo owner adds a human agent (no
 * password: an invitation is mailed), the agent opens the link from the local inbox, sets their own
 * password and lands in the Agent Portal; a second visit of the link says it is spent. The owner
 * deactivates them after the confirmation, and the agent's next login is refused with a message that
 * says why.
 */
const PASSWORD = 'Agent1Pass';

test('an owner invites a human agent who sets a password from the mailed link; deactivated, their login is refused', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail('agent');
  await signIn(page, 'owner@demo.parley.app');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Human Agents' }).click();
  await expect(page.getByRole('heading', { name: 'Human Agents', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add Agent' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/First name/).fill('Farah');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, 'Validation Error')).toBeVisible();
  await dialog.getByLabel(/Last name/).fill('Qureshi');
  await dialog.getByLabel(/Email/).fill(email);
  // the owner never types an agent's password
  await expect(dialog.getByLabel(/Password/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, 'Invitation Sent')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Farah Qureshi');
  await expect(row).toContainText('Invited');
  await expect(row.getByRole('button', { name: /Resend invitation to Farah Qureshi/ })).toBeVisible();
  await snap(page, testInfo, 'human-agents');

  // the agent opens the mailed link, chooses a password and lands in the Agent Portal, signed in
  const link = await invitationLink(email);
  const agentContext = await browser.newContext();
  try {
    const agent = await agentContext.newPage();
    await acceptInvitationInBrowser(
      agent,
      link,
      { email, tenantName: 'Sunrise Dental Clinic', password: PASSWORD },
      () => snap(agent, testInfo, 'invitation-page'),
    );

    // the link is spent: a second visit says so (a page, not an error)
    const again = await agentContext.newPage();
    await again.goto(new URL(link).pathname);
    await expect(again.getByRole('heading', { name: 'Invitation already used', level: 1 })).toBeVisible();
    await expect(again.getByText(/already been used/)).toBeVisible();
    await again.close();

    // the owner's list shows the agent active now
    await page.reload();
    await expect(row).toContainText('Active');

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
