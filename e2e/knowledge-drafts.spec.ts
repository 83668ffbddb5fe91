import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, registerBusiness, snap } from './helpers';

/**
 * Intents drafted from knowledge (issue 33 item 4): a new business types its FAQ in as Q&A (through the API
 * with the owner's session), drafts intents from it on the Training Center, edits one, adds them all, sees
 * them listed, and the chat test screen answers with one of them.
 */
test('an owner drafts intents from Q&A, edits one, adds them and the agent answers with it', async ({
  page,
  baseURL,
}, testInfo) => {
  await registerBusiness(page, baseURL ?? '', {
    firstName: 'Meera',
    lastName: 'Iyer',
    companyName: 'Iyer Bakery',
    emailPrefix: 'kn-drafts',
  });
  const qa = await page.request.post('/api/knowledge/sources/qa', {
    headers: { origin: baseURL ?? '' },
    data: {
      title: 'Bakery FAQ',
      pairs: [
        { question: 'What are your opening hours?', answer: 'We are open 7 am to 9 pm, every day of the week.' },
        { question: 'Do you bake eggless cakes?', answer: 'Yes, every cake on our menu can be baked eggless.' },
        { question: 'Is there parking near the shop?', answer: 'Free parking for 10 cars right behind the bakery.' },
      ],
    },
  });
  expect(qa.status()).toBe(201);

  await page.goto('/dashboard/intents');
  await expect(page.getByRole('heading', { name: 'AI Training Center', level: 1 })).toBeVisible();
  await expect(page.getByText('No intents yet')).toBeVisible();
  const open = page.getByTestId('knowledge-drafts-button');
  await expect(open).not.toHaveAttribute('aria-disabled', 'true');
  await open.click();

  const dialog = page.getByRole('dialog', { name: 'Draft intents from knowledge' });
  const rows = dialog.getByTestId('knowledge-draft-row');
  await expect(rows).toHaveCount(3);
  await expect(dialog).toContainText('More phrases, in your customers’ own words, make the agent better');
  const hours = rows.filter({ hasText: 'What are your opening hours' });
  await expect(hours.getByLabel('Training phrases')).toHaveValue(/^What are your opening hours\?\nopening hours\n/);
  await hours.getByLabel('Title').fill('Opening hours');
  await expect(dialog.getByTestId('knowledge-drafts-accept')).toHaveText('Add 3 intents');
  await snap(page, testInfo, 'knowledge-drafts');
  // on a 390 px phone: full screen, nothing wider than the screen, the action in reach
  await page.setViewportSize(MOBILE);
  await expect(dialog.getByTestId('knowledge-drafts-accept')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  await snap(page, testInfo, 'knowledge-drafts-phone');
  await page.setViewportSize(DESKTOP);
  await dialog.getByTestId('knowledge-drafts-accept').click();
  await expect(dialog.getByRole('status')).toContainText('Added 3 intents');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  const cards = page.getByTestId('intent-card');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Opening hours' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Do you bake eggless cakes' })).toBeVisible();

  // drafting again: every question now has an intent
  await open.click();
  await expect(dialog.getByTestId('knowledge-drafts-empty')).toContainText('already has an intent');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await page.goto('/ccai-test');
  await expect(page.getByRole('heading', { name: 'Test AI Chat', level: 1 })).toBeVisible();
  await page.getByLabel('Message').fill('what time do you open');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Test conversation' });
  await expect(log).toContainText('We are open 7 am to 9 pm, every day of the week.');
  await expect(log.getByTestId('ccai-match')).toHaveText(/^Matched “Opening hours” · confidence \d{1,3} %$/);
});
