import { expect, type Page, test } from '@playwright/test';
import { AGENT_WORDING } from '@shared/agent-behaviour';
import { registerBusiness, toast } from './helpers';

/**
 * Settings → AI Config takes effect (issue 14) through the real product: the owner saves it, and the
 * agent's next answer on the AI chat test screen (the same pipeline visitors use) follows it.
 */
async function saveAiConfig(page: Page, change: (page: Page) => Promise<void>) {
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'AI Config' }).click();
  await change(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'AI Settings Updated')).toBeVisible();
}

async function ask(page: Page, question: string) {
  await page.goto('/ccai-test');
  // the screen keeps its test session across visits: start a clean one
  await page.getByRole('button', { name: 'New Session' }).click();
  await expect(page.getByTestId('ccai-session')).toContainText('No session yet');
  await page.getByLabel('Message').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  return page.getByRole('log', { name: 'Test conversation' });
}

test('the agent follows the AI Config: personality words its fallback; fallback off hands over at once', async ({
  page,
  baseURL,
}) => {
  await registerBusiness(page, baseURL!, {
    firstName: 'Meera',
    lastName: 'Iyer',
    companyName: 'Iyer Bakes',
    emailPrefix: 'ai-config-owner',
  });

  await saveAiConfig(page, async (p) => {
    await p.getByLabel('Personality').selectOption('casual');
    // the screen shows what the agent will say
    await expect(p.getByText(AGENT_WORDING.casual.fallback, { exact: false })).toBeVisible();
  });
  const first = await ask(page, 'do you sell purple elephants');
  await expect(first).toContainText(AGENT_WORDING.casual.fallback);
  await expect(page.getByText('Escalation Required')).toBeHidden();

  await saveAiConfig(page, async (p) => {
    await p.getByRole('checkbox', { name: 'Fallback responses' }).click({ force: true });
  });
  const second = await ask(page, 'how tall is mount everest');
  await expect(second).toContainText(AGENT_WORDING.casual.handoff);
  await expect(second).not.toContainText(AGENT_WORDING.casual.fallback);
  await expect(page.getByText('Escalation Required')).toBeVisible();
});
