import { expect, test } from '@playwright/test';
import { AGENT_WORDING } from '@shared/agent-behaviour';
import { registerBusiness, snap, uniqueEmail } from './helpers';
import { startChat, tenantSite } from './widget-steps';

/**
 * Issue 33 item 5 in the browser: a new business's AI Analytics tab says there is not enough data yet;
 * after a few widget turns on its own site (one answered by an intent, two the agent could not answer,
 * one handed to a person) the tab counts the answers by source and lists the unanswered question with
 * how often it was asked, on a desktop and on a 390 px phone.
 */
const HOURS = 'We are open 9 am to 6 pm, Monday to Saturday.';
const UNANSWERED = 'Do you sell gift cards?';

test('AI Analytics counts answers by source and lists the questions nobody answered', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  await registerBusiness(page, baseURL!, {
    firstName: 'Asha',
    lastName: 'Rao',
    companyName: 'Rao Bakery',
    emailPrefix: 'answer-analytics-owner',
  });
  const created = await page.request.post('/api/intents', {
    headers: { origin: baseURL! },
    data: {
      title: 'Opening hours',
      description: 'When the bakery is open',
      phrases: ['what are your opening hours', 'when do you open', 'what time do you close'],
      response: HOURS,
      requiresEscalation: false,
    },
  });
  expect(created.status()).toBe(201);

  const openAnalytics = async () => {
    await page.goto('/dashboard/intents');
    await page.getByRole('tab', { name: 'AI Analytics' }).click();
  };
  await openAnalytics();
  await expect(page.getByTestId('answer-sources-chart')).toContainText('Not enough data yet');
  await expect(page.getByTestId('unanswered-questions')).toContainText('Not enough data yet');

  const site = await tenantSite(page, 'Rao Bakery');
  try {
    const first = await startChat(
      browser,
      site.url,
      'Meera Iyer',
      uniqueEmail('visitor'),
      'what are your opening hours',
    );
    const log = first.visitor.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText(HOURS);
    // the answer can arrive live before the send's own reply: the widget takes the next message once Send is back
    await expect(first.visitor.getByRole('button', { name: 'Send' })).toBeEnabled();
    const message = first.visitor.getByLabel('Your message');
    await message.fill(UNANSWERED);
    await message.press('Enter');
    await expect(log.getByText(UNANSWERED)).toBeVisible();
    await first.visitor.getByRole('button', { name: 'Talk to a person' }).click();
    await expect(first.visitor.getByRole('status')).toBeVisible();
    await first.context.close();

    const second = await startChat(browser, site.url, 'Ravi Shah', uniqueEmail('visitor'), 'do you sell gift cards');
    // the agent's reply to it (the fallback, in the default personality) is in before the figures are read
    await expect(second.visitor.getByRole('log', { name: 'Conversation' })).toContainText(
      AGENT_WORDING.professional.fallback,
    );
    await second.context.close();
  } finally {
    site.server.close();
  }

  await openAnalytics();
  const chart = page.getByTestId('answer-sources-chart');
  await expect(page.getByTestId('answer-source-intent')).toHaveText('Intents: 1');
  await expect(page.getByTestId('answer-source-fallback')).toHaveText('Fallback: 2');
  await expect(page.getByTestId('answer-source-handedOver')).toHaveText('Handed over: 1');
  await expect(page.getByTestId('answer-source-knowledge')).toHaveText('Knowledge: 0');
  await expect(chart.locator('.recharts-surface')).toBeVisible();
  const unanswered = page.getByTestId('unanswered-questions').getByRole('listitem');
  await expect(unanswered).toHaveCount(1);
  await expect(unanswered.first()).toContainText(/gift cards/i);
  await expect(unanswered.first()).toContainText('2 times');
  await chart.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'answer-sources-desktop');

  // on a phone: the tab fits, nothing of it sticks out sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await openAnalytics();
  await expect(page.getByTestId('answer-source-intent')).toHaveText('Intents: 1');
  for (const testId of ['answer-sources-chart', 'unanswered-questions']) {
    const box = await page.getByTestId(testId).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await snap(page, testInfo, 'answer-sources-phone', true);
});
