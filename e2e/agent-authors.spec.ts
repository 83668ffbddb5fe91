import { expect, request as playwrightRequest, test } from '@playwright/test';
import { registerBusiness, signIn, snap, uniqueEmail } from './helpers';
import { inviteAndAcceptAgent } from './invitation-steps';

/**
 * Issue 27 item 13 through the real product, two agents in two browsers on one chat: each sees their own
 * replies as "You" and the colleague's under the colleague's name, live, and the owner's Conversations
 * monitor signs them the same way.
 */

test('two agents on one chat tell their replies apart by name', async ({ page, browser, baseURL }, testInfo) => {
  await registerBusiness(page, baseURL!, {
    firstName: 'Kavya',
    lastName: 'Rao',
    companyName: 'Rao Textiles',
    emailPrefix: 'authors-owner',
  });
  const { user } = await (await page.request.get('/api/auth/me')).json();
  const agentEmail = uniqueEmail('authors-agent');
  // the agent joins from the mailed invitation with their own password (issue 31)
  await inviteAndAcceptAgent(
    page,
    baseURL!,
    { firstName: 'Imran', lastName: 'Sheikh', email: agentEmail },
    'Agent1Pass',
  );

  // a visitor on the business's site asks for a person (the widget's own calls, from another origin)
  const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: 'https://shop.example' } });
  const started = await visitor.post(`/api/widget/${user.clientId}/conversations`, {
    data: { fields: { name: 'Nisha Patel', email: 'nisha@example.com' } },
  });
  expect(started.status()).toBe(201);
  const { token } = await started.json();
  const escalated = await visitor.post('/api/widget/escalate', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(escalated.status()).toBe(200);
  await visitor.dispose();

  const agentContext = await browser.newContext();
  try {
    const agent = await agentContext.newPage();
    await signIn(agent, agentEmail, 'Agent1Pass');
    await expect(agent).toHaveURL(/\/agent-portal$/);
    await page.goto('/agent-portal');
    for (const desk of [page, agent]) {
      await expect(desk.getByText('Live', { exact: true })).toBeVisible();
      await desk.getByRole('list', { name: 'Escalated conversations' }).getByRole('button').first().click();
      await expect(desk.getByRole('complementary', { name: 'Visitor details' })).toContainText('Nisha Patel');
    }
    const say = async (desk: typeof page, text: string) => {
      const box = desk.getByRole('textbox', { name: 'Your reply' });
      await box.fill(text);
      await box.press('Enter');
      await expect(box).toHaveValue('');
    };
    const bubble = (desk: typeof page, text: string) =>
      desk.getByRole('log', { name: 'Messages' }).locator('[data-sender="human_agent"]').filter({ hasText: text });

    await say(page, 'Hello Nisha, Kavya here.');
    await say(agent, 'Imran here, I handle the orders.');
    // each desk: its own reply is "You", the colleague's carries the colleague's name (arrived live)
    await expect(bubble(page, 'Kavya here')).toContainText(/^You · /);
    await expect(bubble(page, 'Imran here')).toContainText(/^Imran Sheikh · /);
    await expect(bubble(agent, 'Imran here')).toContainText(/^You · /);
    await expect(bubble(agent, 'Kavya here')).toContainText(/^Kavya Rao · /);
    await snap(page, testInfo, 'two-agents-owner-desk');

    // the owner's Conversations monitor signs them alike
    await page.goto('/dashboard/conversations');
    await page
      .getByRole('button', { name: /^View Chat/ })
      .first()
      .click();
    const messages = page.getByRole('dialog').getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem').filter({ hasText: 'Kavya here' })).toContainText('You');
    await expect(messages.getByRole('listitem').filter({ hasText: 'Imran here' })).toContainText('Imran Sheikh');
  } finally {
    await agentContext.close();
  }
});
