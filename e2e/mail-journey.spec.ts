import { expect, test } from '@playwright/test';
import { mailsTo, waitForMail } from '../functions/test-support/mail-inbox';
import { codeMailedAfter } from '../functions/test-support/mailed-code';
import { expectSignedOut, resetPasswordFromMail, signUpInBrowser } from './account-steps';
import { snap, toast, uniqueEmail } from './helpers';
import { acceptInvitationInBrowser, invitationLink } from './invitation-steps';
import { startChat, tenantSite } from './widget-steps';

/**
 * Issue 31's Done-when as one path through one new tenant, every mail read from the local inbox (the SES
 * stand-in `npm start` runs): the owner signs up and verifies from the mailed code; invites an agent who
 * sets a password from the mailed link; forgets the password and resets it from the mailed code, which
 * ends the old session; a visitor asks for a person while nobody is online and the team is mailed once;
 * the visitor asks for the transcript and receives it.
 */
const COMPANY = 'Iyer Travels';

test('the mail path of a new tenant, from sign-up to the transcript', async ({ page, browser, baseURL }, testInfo) => {
  // the escalation alert waits for its batch window (core/chat/offline-handoff.ts ESCALATION_BATCH_MS, 2
  // min) and the next run of the scheduled sweep (every minute), then 65 s for a sweep that must send
  // nothing: up to 265 s of waiting by design, so the browser steps around it get 215 s more (a loaded CI
  // machine ran out of a 300 s budget)
  test.setTimeout(480_000);

  // 1. a new owner signs up in the browser and verifies the address from the banner
  const owner = await signUpInBrowser(page, {
    firstName: 'Meera',
    lastName: 'Iyer',
    companyName: COMPANY,
    emailPrefix: 'journey-owner',
    password: 'First1Pass',
  });
  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toContainText('Verify your email');
  const verification = await waitForMail({ to: owner });
  expect(verification.text).toMatch(/\b\d{6}\b/);
  await banner.getByLabel('Verification code').fill(await codeMailedAfter(owner, 0));
  await banner.getByRole('button', { name: 'Verify' }).click();
  await expect(banner).toHaveCount(0);

  // 2. the owner invites an agent from Human Agents; the agent sets a password from the mailed link
  const agentEmail = uniqueEmail('journey-agent');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Human Agents' }).click();
  await expect(page.getByRole('heading', { name: 'Human Agents', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Agent' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/First name/).fill('Arjun');
  await dialog.getByLabel(/Last name/).fill('Pillai');
  await dialog.getByLabel(/Email/).fill(agentEmail);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, 'Invitation Sent')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: agentEmail })).toContainText('Invited');

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await acceptInvitationInBrowser(agent, await invitationLink(agentEmail), {
    email: agentEmail,
    tenantName: COMPANY,
    password: 'Agent1Pass',
  });
  // the agent signs out and closes the browser: nobody of the team is online from here on
  await agent.getByRole('button', { name: 'Logout' }).click();
  await expect(agent).not.toHaveURL(/\/agent-portal/);
  await agentContext.close();

  // 3. the owner forgets the password and resets it from the mailed code in another browser; the
  // session of the first browser ends
  const ownerContext = await browser.newContext({ baseURL });
  try {
    const desk = await ownerContext.newPage();
    await resetPasswordFromMail(desk, owner, 'Second2Pass');
    await expectSignedOut(page);

    // 4. a visitor on the business's site asks for a person while nobody is online
    const site = await tenantSite(desk, COMPANY);
    try {
      const visitorEmail = uniqueEmail('journey-visitor');
      const { context, visitor } = await startChat(
        browser,
        site.url,
        'Neha Joshi',
        visitorEmail,
        'Can you hold two seats to Goa?',
      );
      try {
        await visitor.getByRole('button', { name: 'Talk to a person' }).click();
        await expect(visitor.getByRole('status')).toContainText(
          'Nobody can answer here right now. We will reply by email.',
        );
        await expect(visitor.getByRole('log', { name: 'Conversation' })).toContainText(
          "We'll reply to your question by email",
        );
        await snap(visitor, testInfo, 'journey-offline-handoff');

        // the team (the agent and the owner, who answers chats too) is mailed once, by the scheduled sweep
        const escalated = /waiting for a person/;
        const alert = await waitForMail({ to: agentEmail, subject: escalated, timeoutMs: 200_000 });
        expect(alert.text).toContain(`Neha Joshi (${visitorEmail})`);
        expect(alert.text).toContain('/agent-portal');
        await waitForMail({ to: owner, subject: escalated, timeoutMs: 10_000 });
        // the pending escalation is gone once mailed: the sweep's next run (each minute) sends no second one
        await desk.waitForTimeout(65_000);
        for (const to of [agentEmail, owner]) {
          expect((await mailsTo(to)).filter((m) => escalated.test(m.subject))).toHaveLength(1);
        }

        // 5. the business ends the chat; the visitor asks for the transcript and receives it
        const [conversation] = (await (await desk.request.get('/api/conversations?status=active')).json())
          .conversations;
        const ended = await desk.request.post(`/api/conversations/${conversation.id}/unescalate`, {
          headers: { origin: baseURL! },
        });
        expect(ended.status()).toBe(200);
        await expect(visitor.getByRole('status')).toContainText('This conversation has ended.');
        await visitor.getByRole('button', { name: 'Email me this conversation' }).click();
        await expect(visitor.getByRole('status')).toContainText(`We sent this conversation to ${visitorEmail[0]}***@`);
        const transcript = await waitForMail({
          to: visitorEmail,
          subject: /Your conversation with/,
          timeoutMs: 20_000,
        });
        expect(transcript.subject).toContain(COMPANY);
        expect(transcript.text).toContain('You: Can you hold two seats to Goa?');
      } finally {
        await context.close();
      }
    } finally {
      await new Promise((resolve) => site.server.close(resolve));
    }
  } finally {
    await ownerContext.close();
  }
});
