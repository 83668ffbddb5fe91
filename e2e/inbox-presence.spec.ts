import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { registerBusiness, signIn, snap, uniqueEmail } from './helpers';
import { inviteAndAcceptAgent } from './invitation-steps';

/**
 * Issue 32 items 2 and 9 through the real product, two agents in two browsers: the owner sees the agent
 * arrive online and go away when he says so; both open a visitor's chat and each sees the other viewing
 * it; the agent's typing shows on the owner's desk with his first name; the owner's Conversations monitor
 * shows a new conversation and its escalation without a reload.
 */

async function visitorAsks(baseURL: string, clientId: string, name: string): Promise<APIRequestContext> {
  const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: 'https://shop.example' } });
  const started = await visitor.post(`/api/widget/${clientId}/conversations`, {
    data: { fields: { name, email: 'visitor@example.com' } },
  });
  expect(started.status()).toBe(201);
  const { token } = await started.json();
  const escalated = await visitor.post('/api/widget/escalate', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(escalated.status()).toBe(200);
  return visitor;
}

test('agents see who is online, away, viewing and typing; the monitor is live', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await registerBusiness(page, baseURL!, {
    firstName: 'Kavya',
    lastName: 'Rao',
    companyName: 'Rao Presence',
    emailPrefix: 'presence-owner',
  });
  const { user } = await (await page.request.get('/api/auth/me')).json();
  const agentEmail = uniqueEmail('presence-agent');
  await inviteAndAcceptAgent(page, baseURL!, { firstName: 'Ravi', lastName: 'Kumar', email: agentEmail }, 'Agent1Pass');

  const agentContext = await browser.newContext();
  try {
    await page.goto('/agent-portal');
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const agent = await agentContext.newPage();
    await signIn(agent, agentEmail, 'Agent1Pass');
    await expect(agent).toHaveURL(/\/agent-portal$/);
    await expect(agent.getByText('Live', { exact: true })).toBeVisible();

    // Ravi arrives (online), then says he is away: Kavya's desk follows without a reload
    const team = page.getByTestId('team-presence');
    await expect(team).toContainText('Ravi · Online');
    await expect(agent.getByTestId('team-presence')).toContainText('Kavya · Online');
    await agent.getByTestId('presence-select').selectOption('away');
    await expect(team).toContainText('Ravi · Away');
    await expect(agent.getByTestId('presence-select')).toHaveValue('away');
    // a reload keeps his choice (stored per agent, not per tab)
    await agent.reload();
    await expect(agent.getByTestId('presence-select')).toHaveValue('away');
    await agent.getByTestId('presence-select').selectOption('online');
    await expect(team).toContainText('Ravi · Online');

    // a visitor asks for a person; both open the chat; each sees the other there
    const visitor = await visitorAsks(baseURL!, user.clientId, 'Nisha Patel');
    await visitor.dispose();
    for (const desk of [page, agent]) {
      await desk.getByRole('list', { name: 'Escalated conversations' }).getByRole('button').first().click();
      await expect(desk.getByRole('complementary', { name: 'Visitor details' })).toContainText('Nisha Patel');
    }
    await expect(page.getByTestId('viewing-agents')).toHaveText('Ravi is viewing');
    await expect(agent.getByTestId('viewing-agents')).toHaveText('Kavya is viewing');

    // Ravi types: Kavya reads his name
    await agent.getByRole('textbox', { name: 'Your reply' }).pressSequentially('Looking into it', { delay: 20 });
    await expect(page.getByTestId('agent-typing')).toHaveText('Ravi is typing…');
    await snap(page, testInfo, 'presence-owner-desk');

    // Ravi closes his tab: Kavya no longer sees him viewing, nor on the team
    await agent.close();
    await expect(page.getByTestId('viewing-agents')).toHaveCount(0);
    await expect(page.getByTestId('team-presence')).toHaveCount(0);

    // the owner's Conversations monitor: a new conversation appears, and its escalation, without a reload
    await page.goto('/dashboard/conversations');
    await expect(page.getByTestId('monitor-live')).toHaveText('Live');
    const rows = page.getByRole('region', { name: 'Conversations table' }).getByRole('row');
    const before = await rows.count();
    const second = await visitorAsks(baseURL!, user.clientId, 'Arun Shah');
    await second.dispose();
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.nth(1)).toContainText('Escalated');
    await snap(page, testInfo, 'presence-monitor-live');
  } finally {
    await agentContext.close();
  }
});
