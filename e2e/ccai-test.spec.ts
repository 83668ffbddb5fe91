import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, snap, toast } from './helpers';

/** The AI chat test screen (spec part 2 §2.1) with the demo tenant's intents, through the real pipeline. */
test('a trainer tests the agent: suggestion → intent answer with its confidence → a person on request', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO_ACCOUNTS[1].email); // the AI trainer
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/ccai-test');
  await expect(page.getByRole('heading', { name: 'Test AI Chat', level: 1 })).toBeVisible();
  await expect(page.getByText('Dialogflow CX')).toBeVisible();
  // a fresh server: the admin configured neither external service, and the card says so
  await expect(page.getByText('Not configured')).toHaveCount(2);

  await page.getByRole('button', { name: 'Escalate to Human' }).click();
  await expect(toast(page, 'No Active Session')).toBeVisible();

  await page.getByRole('button', { name: 'Business hours' }).click();
  await expect(page.getByLabel('Message')).toHaveValue('What are your business hours?');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Test conversation' });
  // the demo clinic's "Opening hours" intent answers, though its phrases say "opening", not "business"
  await expect(log).toContainText('We are open Monday to Saturday, 9 am to 8 pm.');
  await expect(log.getByTestId('ccai-match')).toHaveCount(1);
  await expect(log.getByTestId('ccai-match')).toHaveText(/^Matched “Opening hours” · confidence \d{1,3} %$/);
  await expect(page.getByText('Escalation Required')).toBeHidden();
  await expect(page.getByTestId('ccai-session')).toContainText('Session ');

  await page.getByLabel('Message').fill('can I talk to a real person please?');
  await page.getByLabel('Message').press('Enter');
  await expect(page.getByText('Escalation Required')).toBeVisible();
  await expect(log).toContainText('They will reply here soon');
  // the handoff is not an intent's answer: no match line under it
  await expect(log.getByTestId('ccai-match')).toHaveCount(1);
  await snap(page, testInfo, 'ccai-escalated');
  // the conversation itself (bubbles, match lines, the notice) passes axe, not only the empty screen
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.html) }))).toEqual([]);

  await page.getByRole('button', { name: 'New Session' }).click();
  await expect(page.getByTestId('ccai-session')).toContainText('No session yet');
  await expect(page.getByText('Escalation Required')).toBeHidden();
});
