import { expect, test } from '@playwright/test';
import { registerBusiness, snap } from './helpers';
import { startChat, tenantSite } from './widget-steps';

/**
 * Issue 32 items 7, 8 and 10 in the browser: a visitor's chat is answered and resolved by the business
 * (the owner, who answers chats too), the widget asks for a rating and the visitor gives 5 stars; the
 * dashboard's CSAT card and the agent's figures show it, and the Conversations monitor shows the stars.
 * Then the owner sets business hours closed now (today and tomorrow are holidays in India): a new
 * handoff is told when the team is back and asked for an email address.
 */

/** A local date in India: the hours' time zone. */
const istDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);

test('a resolved chat is rated 5 and counted; outside business hours a handoff gets the away message', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = { origin: baseURL! };
  await registerBusiness(page, baseURL!, {
    firstName: 'Kavya',
    lastName: 'Iyer',
    companyName: 'Iyer Silks',
    emailPrefix: 'inbox-csat-owner',
  });
  const site = await tenantSite(page, 'Iyer Silks');
  try {
    const { context, visitor } = await startChat(
      browser,
      site.url,
      'Rohan Das',
      'rohan@example.com',
      'Do you ship sarees?',
    );
    await visitor.getByRole('button', { name: 'Talk to a person' }).click();
    // handed over (the widget hides the button once it is): only then does the business's reply go through
    await expect(visitor.getByRole('button', { name: 'Talk to a person' })).toBeHidden();
    const [conversation] = (await (await page.request.get('/api/conversations?status=active')).json()).conversations;
    const reply = await page.request.post('/api/messages', {
      headers: origin,
      data: { conversationId: conversation.id, content: 'Yes, across India in 3 days.', senderType: 'human_agent' },
    });
    expect(reply.status()).toBe(200);
    expect(
      (await page.request.post(`/api/conversations/${conversation.id}/unescalate`, { headers: origin })).status(),
    ).toBe(200);

    // the widget asks for a rating once the chat is resolved
    await expect(visitor.getByRole('status')).toContainText('This conversation has ended.');
    await visitor.getByTestId('rating-star-5').click();
    await visitor.getByTestId('rating-comment').fill('Quick and clear.');
    await snap(visitor, testInfo, 'widget-rating');
    await visitor.getByTestId('rating-submit').click();
    await expect(visitor.getByRole('status')).toContainText('Thank you for your rating.');
    await expect(visitor.getByTestId('rating-submit')).toHaveCount(0);
    await context.close();

    // the dashboard: one rating is below the minimum for a CSAT %, and says so; the agent's row counts the chat
    await page.goto('/dashboard');
    const csat = page.getByTestId('csat-card');
    await expect(csat).toContainText('Not enough ratings yet');
    await expect(csat).toContainText('1 rating (shown from 5) · average 5 of 5');
    const row = page.getByTestId('agent-performance').getByRole('row', { name: /Kavya Iyer/ });
    await expect(row).toContainText('1'); // chats handled
    await expect(row).toContainText('Not enough ratings yet (1)');
    await expect(row).toContainText('≤');
    await snap(page, testInfo, 'dashboard-csat', true);

    // the Conversations monitor: the chat's stars and the month's CSAT
    await page.goto('/dashboard/conversations');
    await expect(page.getByLabel('Rated 5 of 5')).toBeVisible();
    await expect(page.getByTestId('conversations-csat')).toContainText('Not enough ratings yet');

    // business hours, closed now: today and tomorrow are holidays
    await page.goto('/dashboard/settings?tab=hours');
    const form = page.getByRole('form', { name: 'Business hours' });
    await expect(form.getByTestId('business-hours-status')).toContainText('Off: your team is always open.');
    await form.getByRole('checkbox', { name: /Use business hours/ }).click({ force: true });
    await form.getByLabel('Time zone').selectOption('Asia/Kolkata');
    for (const day of [istDate(new Date()), istDate(new Date(Date.now() + 86_400_000))]) {
      await form.getByLabel('Holiday date').fill(day);
      await form.getByRole('button', { name: 'Add holiday' }).click();
    }
    await form.getByRole('button', { name: 'Save Business Hours' }).click();
    await expect(form.getByTestId('business-hours-status')).toContainText(/Closed now.*We're back .* at 9:00 \(IST\)/);
    await snap(page, testInfo, 'settings-business-hours', true);

    // a new visitor, without an email address, asks for a person: the away message, and the email ask
    const later = await browser.newContext();
    const second = await later.newPage();
    await second.goto(site.url);
    await second.getByRole('button', { name: /Chat with us/ }).click();
    await second.getByLabel(/^Name/).fill('Meena Pillai');
    await second.getByRole('button', { name: 'Start chat' }).click();
    const log = second.getByRole('log', { name: 'Conversation' });
    await second.getByLabel('Your message').fill('Is the silk pure?');
    await second.getByLabel('Your message').press('Enter');
    await expect(log).toContainText('Is the silk pure?');
    await second.getByRole('button', { name: 'Talk to a person' }).click();
    await expect(log).toContainText(/We're back .* at 9:00 \(IST\)\. Leave your email address below/);
    await second.getByLabel('Your email address').fill('meena@example.com');
    await second.getByLabel('Your email address').press('Enter');
    await expect(second.getByRole('status')).toContainText('We will reply to meena@example.com by email.');
    await snap(second, testInfo, 'widget-away-handoff');
    await later.close();
    // the chat waits in the queue, escalated and unassigned
    const waiting = (await (await page.request.get('/api/agent/conversations')).json()).conversations;
    expect(waiting.map((c: { lead: { name: string } | null }) => c.lead?.name)).toContain('Meena Pillai');
  } finally {
    await new Promise((resolve) => site.server.close(resolve));
  }
});
