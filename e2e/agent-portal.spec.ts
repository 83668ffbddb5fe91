import { expect, test } from '@playwright/test';
import { registerBusiness, signIn, snap } from './helpers';

/**
 * The Agent Portal on its own (issue 10 item 3): the demo agent lands there after login and the desk
 * goes live; with the live channel unreachable it says so ('Reconnecting…', then 'Polling') and keeps
 * the list fresh by polling; the demo owner opens it from the dashboard and finds the way back.
 * The live handoff itself (a visitor, an agent, a dropped socket) is e2e/live-handoff.spec.ts.
 */

test('the demo agent lands in the Agent Portal, live', async ({ page }, testInfo) => {
  await signIn(page, 'agent@demo.parley.app');
  await expect(page).toHaveURL(/\/agent-portal$/);
  await expect(page.getByRole('heading', { name: 'Agent Portal', level: 1 })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  // other tests may have left a waiting visitor in the demo tenant: either the list or the empty state
  await expect(
    page.getByRole('list', { name: 'Escalated conversations' }).or(page.getByText('No Active Conversations').first()),
  ).toBeVisible();
  // agents have no way into owner screens from here
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveCount(0);
  await snap(page, testInfo, 'agent-portal');
});

test('without the live channel the portal says so and polls the list', async ({ page }) => {
  // every socket to /ws is refused, as by a proxy that drops WebSockets
  await page.routeWebSocket(/\/ws$/, (ws) => ws.close({ code: 4000, reason: 'blocked' }));
  await signIn(page, 'agent@demo.parley.app');
  await expect(page).toHaveURL(/\/agent-portal$/);
  const status = page.getByText(/^(Connecting…|Reconnecting…|Polling)$/);
  await expect(status).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Polling', { exact: true })).toBeVisible({ timeout: 20_000 });
  // while not live the list is refetched every 5 s
  const polls: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/agent/conversations' && r.ok()) polls.push(Date.now());
  });
  await expect.poll(() => polls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
});

test('"Desktop alerts are off in Settings" links to the Notifications settings', async ({ page, baseURL }) => {
  // a new business: its owner's desktop alerts are off (the default), and no other spec changes them
  await registerBusiness(page, baseURL!, {
    firstName: 'Lata',
    lastName: 'Iyer',
    companyName: 'Iyer Books',
    emailPrefix: 'alerts-owner',
  });
  await page.goto('/agent-portal');
  const note = page.getByRole('banner').getByText('Desktop alerts are off in');
  await expect(note).toBeVisible();
  await note.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=notifications$/);
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('checkbox', { name: 'Browser notifications' })).not.toBeChecked();
});

test('the owner opens the Agent Portal from the dashboard and goes back', async ({ page }) => {
  await signIn(page, 'owner@demo.parley.app');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Open Agent Portal' }).click();
  await expect(page).toHaveURL(/\/agent-portal$/);
  await expect(page.getByRole('heading', { name: 'Agent Portal', level: 1 })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  // full screen: no dashboard sidebar
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
