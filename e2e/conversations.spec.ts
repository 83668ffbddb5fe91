import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, snap } from './helpers';

const OWNER = DEMO_ACCOUNTS[0].email;

/** The table row of a seeded conversation (functions/db/seed-data/demo.ts). */
const row = (page: Page, sessionId: string) => page.getByRole('row').filter({ hasText: sessionId });

test('the demo owner monitors conversations: cards, status filter, search and a chat’s messages', async ({
  page,
}, testInfo) => {
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/dashboard$/);
  // the home's live chat figures come from the seeded conversations' counters
  await expect(page.getByRole('heading', { name: 'Live chat quality (this month)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bot resolution rate' })).toContainText('%');
  await snap(page, testInfo, 'dashboard-home', true);

  await page.getByRole('link', { name: 'Conversations' }).click();
  await expect(page).toHaveURL(/\/dashboard\/conversations$/);
  await expect(page.getByRole('heading', { name: 'Conversations', level: 1 })).toBeVisible();
  await expect(row(page, 'demo-whitening-4f2a')).toBeVisible();
  const total = Number(await page.getByRole('region', { name: 'Total Conversations' }).locator('p').nth(1).innerText());
  expect(total).toBeGreaterThanOrEqual(4);

  await expect(row(page, 'demo-reschedule-9c1e')).toContainText('Escalated');
  await expect(row(page, 'demo-reschedule-9c1e')).toContainText('Visitor asked to talk to a person');
  await expect(row(page, 'demo-whitening-4f2a')).toContainText('AI Handled');
  await expect(row(page, 'demo-hours-7b3d')).toContainText('CCAI chat: ccai-chat-20431');
  await snap(page, testInfo, 'conversations-monitor', true);

  // the filter goes to the server: only resolved conversations come back
  const resolved = page.waitForResponse(
    (r) => r.url().includes('/api/conversations?') && r.url().includes('status=resolved'),
  );
  await page.getByRole('combobox', { name: 'Status' }).selectOption('resolved');
  expect((await resolved).status()).toBe(200);
  await expect(row(page, 'demo-whitening-4f2a')).toHaveCount(0);
  await expect(row(page, 'demo-reschedule-9c1e')).toBeVisible();
  const statuses = await page
    .getByRole('region', { name: 'Conversations table' })
    .locator('tbody tr td:nth-child(2)')
    .allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Resolved']));

  // so does the search; nothing matching says so
  await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-session');
  await expect(page.getByText('No conversations found matching your criteria')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('reschedule');
  await expect(row(page, 'demo-reschedule-9c1e')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversations table' }).locator('tbody tr')).toHaveCount(1);

  await row(page, 'demo-reschedule-9c1e')
    .getByRole('button', { name: /View Chat/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Conversation demo-reschedule-9c1e' });
  await expect(dialog).toBeVisible();
  const messages = dialog.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem')).toHaveCount(6);
  await expect(messages.getByRole('listitem').nth(2)).toContainText('Matched intent: Talk to a human');
  await expect(messages.getByRole('listitem').nth(3)).toContainText('Human agent');
  await expect(dialog.getByRole('button', { name: 'View in CCAI Platform' })).toHaveCount(0);
  await snap(page, testInfo, 'conversation-dialog');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // the CCAI chat: its button is there and says it cannot open anything
  await page.getByRole('searchbox', { name: 'Search' }).fill('hours');
  await row(page, 'demo-hours-7b3d')
    .getByRole('button', { name: /View Chat/ })
    .click();
  const ccai = page.getByRole('dialog', { name: 'Conversation demo-hours-7b3d' });
  await expect(ccai.getByRole('button', { name: 'View in CCAI Platform' })).toBeDisabled();
  await expect(ccai.getByText(/CCAI Platform is not connected/)).toBeVisible();
  await expect(ccai.getByRole('list', { name: 'Messages' })).toContainText('Matched intent: Opening hours');
});
