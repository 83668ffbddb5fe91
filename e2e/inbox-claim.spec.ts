import { type Browser, expect, type Page, test } from '@playwright/test';
import { registerBusiness, signIn, snap, toast, uniqueEmail } from './helpers';
import { inviteAndAcceptAgent } from './invitation-steps';
import { tenantSite } from './widget-steps';

/**
 * Issue 32 item 1 through the real product: two agents of one business, each in their own browser, see a
 * visitor's chat arrive in Waiting. Ravi claims it; Priya's desk says "Claimed by Ravi" live, her reply is
 * refused until she takes it over; then the chat is hers on both desks, the visitor meets "Priya" (her
 * first name beside an avatar of the initial), the visitor's next message counts as unread, and once
 * resolved the chat is in the searchable Resolved tab.
 */

const PASSWORD = 'Agent1Pass';

async function openDesk(browser: Browser, email: string): Promise<Page> {
  const desk = await (await browser.newContext()).newPage();
  await signIn(desk, email, PASSWORD);
  await expect(desk).toHaveURL(/\/agent-portal$/);
  await expect(desk.getByText('Live', { exact: true })).toBeVisible();
  return desk;
}

test('two agents: one claims, the other sees it and must take over to reply', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await registerBusiness(page, baseURL!, {
    firstName: 'Meena',
    lastName: 'Pillai',
    companyName: 'Pillai Spices',
    emailPrefix: 'claim-owner',
  });
  const ravi = { firstName: 'Ravi', lastName: 'Kumar', email: uniqueEmail('claim-ravi') };
  const priya = { firstName: 'Priya', lastName: 'Shah', email: uniqueEmail('claim-priya') };
  for (const agent of [ravi, priya]) await inviteAndAcceptAgent(page, baseURL!, agent, PASSWORD);
  const site = await tenantSite(page, 'Pillai Spices');

  const [raviDesk, priyaDesk] = await Promise.all([openDesk(browser, ravi.email), openDesk(browser, priya.email)]);
  const visitor = await (await browser.newContext()).newPage();
  try {
    await visitor.goto(site.url);
    await visitor.getByRole('button', { name: /Chat with us/ }).click();
    await visitor.getByLabel(/^Name/).fill('Divya Menon');
    await visitor.getByLabel(/^Email/).fill('divya@example.com');
    await visitor.getByRole('button', { name: 'Start chat' }).click();
    await expect(visitor.getByLabel('Your message')).toBeVisible();
    await visitor.getByRole('button', { name: 'Talk to a person' }).click();

    // both desks see it arrive in Waiting, live
    const row = (desk: Page) =>
      desk.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: /Divya Menon/ });
    for (const desk of [raviDesk, priyaDesk]) {
      await expect(desk.getByTestId('inbox-tab-waiting')).toHaveText('Waiting (1)');
      await row(desk).click();
      await expect(desk.getByRole('heading', { level: 2 })).toHaveText('Divya Menon');
    }

    await raviDesk.getByTestId('claim-button').click();
    await expect(raviDesk.getByTestId('claimed-by')).toHaveText('Claimed by you');
    // Priya's desk is told at once who took it
    await expect(priyaDesk.getByTestId('claimed-by')).toHaveText('Claimed by Ravi Kumar');
    await expect(priyaDesk.getByTestId('inbox-tab-waiting')).toHaveText('Waiting (0)');
    await expect(raviDesk.getByTestId('inbox-tab-mine')).toHaveText('Mine (1)');
    await snap(priyaDesk, testInfo, 'claimed-by-colleague');

    // her reply is refused, naming Ravi; nothing reaches the thread
    const box = priyaDesk.getByRole('textbox', { name: 'Your reply' });
    await box.fill('Hello Divya, Priya here.');
    await box.press('Enter');
    await expect(toast(priyaDesk, /Ravi Kumar is answering this chat/)).toBeVisible();
    await expect(priyaDesk.getByRole('log', { name: 'Messages' })).not.toContainText('Priya here');

    await priyaDesk.getByTestId('take-over-button').click();
    await expect(priyaDesk.getByTestId('claimed-by')).toHaveText('Claimed by you');
    await expect(raviDesk.getByTestId('claimed-by')).toHaveText('Claimed by Priya Shah');
    await expect(priyaDesk.getByTestId('inbox-tab-mine')).toHaveText('Mine (1)');
    await expect(raviDesk.getByTestId('inbox-tab-mine')).toHaveText('Mine (0)');
    await box.press('Enter');
    await expect(priyaDesk.getByRole('log', { name: 'Messages' })).toContainText('Hello Divya, Priya here.');

    // the visitor meets Priya by her first name, with her initial as the avatar
    const log = visitor.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText('Priya joined the chat');
    await expect(log.locator('.av')).toHaveText('P');
    await expect(log).toContainText('Hello Divya, Priya here.');
    await snap(visitor, testInfo, 'visitor-meets-priya');

    // the visitor's next message is unread on Ravi's All open list
    await visitor.getByLabel('Your message').fill('Do you ship to Kochi?');
    await visitor.getByLabel('Your message').press('Enter');
    await raviDesk.getByTestId('inbox-tab-open').click();
    await expect(row(raviDesk).getByTestId('unread-count')).toHaveText('1');

    await priyaDesk.getByRole('button', { name: 'Resolve' }).click();
    await expect(toast(priyaDesk, 'Conversation Resolved')).toBeVisible();
    await priyaDesk.getByTestId('inbox-tab-resolved').click();
    await priyaDesk.getByRole('searchbox').fill('divya');
    await expect(priyaDesk.getByRole('list', { name: 'Resolved conversations' })).toContainText('Divya Menon');
    await expect(priyaDesk.getByRole('list', { name: 'Resolved conversations' })).toContainText('Priya Shah');
  } finally {
    await Promise.all([raviDesk, priyaDesk, visitor].map((p) => p.context().close()));
    site.server.close();
  }
});
