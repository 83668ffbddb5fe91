import { expect, type Page, request as playwrightRequest } from '@playwright/test';
import { waitForMail } from '../functions/test-support/mail-inbox';

/** The invitation link mailed to `email` (read from the local SES stand-in's inbox, as a person would). */
export async function invitationLink(email: string): Promise<string> {
  const mail = await waitForMail({ to: email, subject: /invit/i });
  const link = mail.text.match(/https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/)?.[0];
  if (!link) throw new Error(`no invitation link in the mail to ${email}:\n${mail.text}`);
  return link;
}

/**
 * The signed-in owner of `page` adds a human agent through the API, and the agent accepts the mailed
 * invitation with `password` (through the API too): for specs about what agents do, not how they join.
 */
export async function inviteAndAcceptAgent(
  page: Page,
  baseURL: string,
  agent: { firstName: string; lastName: string; email: string },
  password: string,
): Promise<void> {
  const created = await page.request.post('/api/human-agents', { headers: { origin: baseURL }, data: agent });
  if (created.status() !== 201) throw new Error(`inviting ${agent.email} failed: ${created.status()}`);
  const token = new URL(await invitationLink(agent.email)).pathname.split('/').pop();
  // the agent's own client: the session cookies of the answer must not replace the owner's on `page`
  const agentClient = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const accepted = await agentClient.post('/api/invitations/accept', {
      data: { token, password, confirmPassword: password },
    });
    if (accepted.status() !== 200)
      throw new Error(`accepting the invitation of ${agent.email} failed: ${accepted.status()}`);
  } finally {
    await agentClient.dispose();
  }
}

/**
 * In the agent's own browser: opens the mailed invitation `link` of `email` to join `tenantName`, sets
 * `password` and lands signed in in the Agent Portal. `beforeSubmit` runs on the filled form (a screenshot).
 */
export async function acceptInvitationInBrowser(
  agent: Page,
  link: string,
  invite: { email: string; tenantName: string; password: string },
  beforeSubmit?: () => Promise<void>,
): Promise<void> {
  await agent.goto(new URL(link).pathname);
  await expect(agent.getByRole('heading', { name: `Join ${invite.tenantName}`, level: 1 })).toBeVisible();
  await expect(agent.getByRole('form', { name: 'Set your password' })).toContainText(invite.email);
  await agent.getByLabel(/^Password/).fill(invite.password);
  await agent.getByLabel('Confirm password').fill(invite.password);
  await beforeSubmit?.();
  await agent.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(agent).toHaveURL(/\/agent-portal$/);
  await expect(agent.getByRole('heading', { name: 'Agent Portal', level: 1 })).toBeVisible();
}
