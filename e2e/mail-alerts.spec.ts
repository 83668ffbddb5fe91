import { expect, test } from '@playwright/test';
import { mailsTo, waitForMail } from '../functions/test-support/mail-inbox';
import { registerBusiness, snap, uniqueEmail } from './helpers';
import { startChat, tenantSite } from './widget-steps';

/**
 * Issue 31 items 4 and 5 in the browser, reading the mails the product really sent from its SES stand-in
 * (functions/test-support/mail-inbox.ts): a visitor on the business's own site asks the widget for the
 * transcript once the chat has ended and it arrives; the owner's Notifications tab keeps its Email alerts
 * switches across a reload, and turning the new-lead alert off stops that mail; a visitor who asks for a
 * person while nobody is online is told so and promised a reply by email.
 */
test('a visitor mails themselves the conversation; the Notifications tab decides the lead alert', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const origin = { origin: baseURL! };
  const owner = await registerBusiness(page, baseURL!, {
    firstName: 'Leela',
    lastName: 'Menon',
    companyName: 'Menon Spices',
    emailPrefix: 'mail-alerts-owner',
  });
  const site = await tenantSite(page, 'Menon Spices');
  const chat = (name: string, email: string, question: string) => startChat(browser, site.url, name, email, question);

  try {
    const visitorEmail = uniqueEmail('visitor');
    const { context, visitor } = await chat('Anil Kumar', visitorEmail, 'Do you ship saffron abroad?');
    // the new-lead alert is on (instant) by default
    await waitForMail({ to: owner, subject: /New lead: Anil Kumar/, timeoutMs: 20_000 });

    // the business ends the chat; the widget then offers the transcript
    const list = await page.request.get('/api/conversations?status=active');
    const [conversation] = (await list.json()).conversations;
    expect(
      (await page.request.post(`/api/conversations/${conversation.id}/unescalate`, { headers: origin })).status(),
    ).toBe(200);
    await expect(visitor.getByRole('status')).toContainText('This conversation has ended.');
    await visitor.getByRole('button', { name: 'Email me this conversation' }).click();
    await expect(visitor.getByRole('status')).toContainText(`We sent this conversation to ${visitorEmail[0]}***@`);
    await snap(visitor, testInfo, 'widget-transcript-sent');
    const transcript = await waitForMail({ to: visitorEmail, subject: /Your conversation with/, timeoutMs: 20_000 });
    expect(transcript.text).toContain('You: Do you ship saffron abroad?');
    await context.close();

    // the owner turns the new-lead mails off and the plan alerts off; both stay so after a reload
    await page.goto('/dashboard/settings?tab=notifications');
    const alerts = page.getByRole('form', { name: 'Email alerts' });
    await alerts.getByLabel('New leads').selectOption('off');
    await alerts.getByRole('checkbox', { name: 'Plan limit at 80 % and 100 %' }).click({ force: true });
    await alerts.getByRole('button', { name: 'Save Email Alerts' }).click();
    await expect(page.getByText('Email Alerts Updated').first()).toBeVisible();
    await snap(page, testInfo, 'notifications-email-alerts');
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Email alerts' });
    await expect(reloaded.getByLabel('New leads')).toHaveValue('off');
    await expect(reloaded.getByRole('checkbox', { name: 'Plan limit at 80 % and 100 %' })).not.toBeChecked();
    await expect(reloaded.getByRole('checkbox', { name: 'Payment failed' })).toBeChecked();
    await expect(page.getByText(/does not send email/)).toBeHidden();

    // a second lead now mails nobody: its visitor's transcript arrives, no new-lead alert does
    const second = uniqueEmail('visitor');
    const later = await chat('Second Visitor', second, 'Is your turmeric organic?');
    // nobody of the business has the Agent Portal open: the widget says so and promises a reply by email
    await later.visitor.getByRole('button', { name: 'Talk to a person' }).click();
    await expect(later.visitor.getByRole('status')).toContainText(
      'Nobody can answer here right now. We will reply by email.',
    );
    await expect(later.visitor.getByRole('log', { name: 'Conversation' })).toContainText(
      "We'll reply to your question by email",
    );
    await snap(later.visitor, testInfo, 'widget-offline-handoff');
    const [next] = (await (await page.request.get('/api/conversations?status=active')).json()).conversations;
    await page.request.post(`/api/conversations/${next.id}/unescalate`, { headers: origin });
    await later.visitor.getByRole('button', { name: 'Email me this conversation' }).click();
    await waitForMail({ to: second, subject: /Your conversation with/, timeoutMs: 20_000 });
    // the alert would have been queued with the lead's capture, before the chat even began
    await page.waitForTimeout(2_000);
    expect((await mailsTo(owner)).filter((m) => /New lead/.test(m.subject)).map((m) => m.subject)).toEqual([
      'New lead: Anil Kumar',
    ]);
    await later.context.close();
  } finally {
    await new Promise((resolve) => site.server.close(resolve));
  }
});
