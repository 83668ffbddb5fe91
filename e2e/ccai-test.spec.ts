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

  await page.getByRole('button', { name: 'Escalate to Human' }).click();
  await expect(toast(page, 'No Active Session')).toBeVisible();

  await page.getByRole('button', { name: 'Business hours' }).click();
  await expect(page.getByLabel('Message')).toHaveValue('What are your business hours?');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Test conversation' });
  await expect(log.getByTestId('ccai-match').first()).toContainText(/Matched “.+” · confidence \d+ %/);
  await expect(page.getByTestId('ccai-session')).toContainText('Session ');

  await page.getByLabel('Message').fill('can I talk to a real person please?');
  await page.getByLabel('Message').press('Enter');
  await expect(page.getByText('Escalation Required')).toBeVisible();
  await expect(log).toContainText('They will reply here soon');
  await snap(page, testInfo, 'ccai-escalated');

  await page.getByRole('button', { name: 'New Session' }).click();
  await expect(page.getByTestId('ccai-session')).toContainText('No session yet');
  await expect(page.getByText('Escalation Required')).toBeHidden();
});
