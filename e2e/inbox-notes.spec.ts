import { expect, test } from '@playwright/test';
import { registerBusiness, snap, toast } from './helpers';
import { tenantSite } from './widget-steps';

/**
 * Issue 32 items 3-5 through the real product: the owner keeps a canned response and labels in Settings;
 * in the Agent Portal the owner (answering chats, as agents do) types `/ref`, picks the canned reply with
 * the keyboard (filled with the visitor's first name), adds a private note the visitor's widget never
 * shows, labels the chat, filters the portal and the Conversations monitor by label.
 */
test('canned responses, private notes and labels in Settings, the Agent Portal and the monitor', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await registerBusiness(page, baseURL!, {
    firstName: 'Ravi',
    lastName: 'Iyer',
    companyName: 'Iyer Opticals',
    emailPrefix: 'inbox-notes-owner',
  });

  // Settings → Canned Responses: empty, then one
  await page.goto('/dashboard/settings?tab=canned');
  await expect(page.getByText('No canned responses yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add canned response' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add canned response' });
  await dialog.getByLabel('Title').fill('Refund policy');
  await dialog.getByLabel('Shortcut').fill('refund');
  await dialog.getByLabel('Text').fill('Hi {{visitor.first_name}}, refunds reach your card in 5 days.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Canned response added')).toBeVisible();
  await expect(page.getByTestId('canned-response')).toContainText('/refund');
  // a second one with the same shortcut is refused under the field
  await page.getByRole('button', { name: 'Add canned response' }).click();
  await dialog.getByLabel('Title').fill('Duplicate');
  await dialog.getByLabel('Shortcut').fill('Refund');
  await dialog.getByLabel('Text').fill('Another text');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Another canned response has this shortcut')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Settings → Labels: two
  await page.getByRole('tab', { name: 'Labels' }).click();
  await expect(page.getByText('No labels yet.')).toBeVisible();
  for (const [name, colour] of [
    ['VIP', 'purple'],
    ['Billing', 'orange'],
  ]) {
    await page.getByRole('button', { name: 'Add label' }).click();
    const labelDialog = page.getByRole('dialog', { name: 'Add label' });
    await labelDialog.getByLabel('Name').fill(name);
    await labelDialog.getByLabel('Colour').selectOption(colour);
    await labelDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('list', { name: 'Labels' })).toContainText(name);
  }
  await snap(page, testInfo, 'settings-labels');

  const site = await tenantSite(page, 'Iyer Opticals');
  await page.goto('/agent-portal');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(site.url);
    await visitor.getByRole('button', { name: /Chat with us/ }).click();
    await visitor.getByLabel(/^Name/).fill('Divya Menon');
    await visitor.getByLabel(/^Email/).fill('divya@example.com');
    await visitor.getByRole('button', { name: 'Start chat' }).click();
    const log = visitor.getByRole('log', { name: 'Conversation' });
    // the conversation is started (the lead form answered) before the visitor asks for a person
    await expect(visitor.getByLabel('Your message')).toBeVisible();
    await expect(visitor.getByLabel(/^Name/)).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Talk to a person' }).click();

    const item = page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: /Divya Menon/ });
    await item.click();

    // `/ref`, then the keyboard: the suggestion is highlighted, Enter inserts it filled, Enter sends
    const reply = page.getByRole('textbox', { name: 'Your reply' });
    await reply.click();
    await reply.pressSequentially('/ref');
    const suggestions = page.getByTestId('canned-suggestions');
    await expect(suggestions).toContainText('/refund');
    await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await reply.press('Escape');
    await expect(suggestions).toHaveCount(0);
    // typing on opens it again
    await reply.pressSequentially('u');
    await expect(suggestions).toBeVisible();
    await reply.press('Enter');
    await expect(reply).toHaveValue('Hi Divya, refunds reach your card in 5 days.');
    await reply.press('Enter');
    await expect(log).toContainText('Hi Divya, refunds reach your card in 5 days.');

    // a private note: the box says so, the thread shows it apart, the visitor never gets it
    await page.getByTestId('note-toggle').click();
    const note = page.getByRole('textbox', { name: 'Private note' });
    await note.fill('Card ending 4242, refund approved by finance');
    await page.getByRole('button', { name: 'Add note' }).click();
    const thread = page.getByRole('log', { name: 'Messages' });
    await expect(thread.locator('[data-note="true"]')).toContainText('Card ending 4242');
    await expect(thread.locator('[data-note="true"]')).toContainText('Private note');
    await snap(page, testInfo, 'portal-private-note');
    await page.getByTestId('note-toggle').click();
    await reply.fill('Anything else I can help with?');
    await reply.press('Enter');
    await expect(log).toContainText('Anything else I can help with?');
    await expect(log).not.toContainText('Card ending 4242');
    // nor after a reload (the widget's catch-up reads the stored messages)
    await visitor.reload();
    await visitor.getByRole('button', { name: /Chat with us/ }).click();
    await expect(log).toContainText('Anything else I can help with?');
    await expect(log).not.toContainText('Card ending 4242');

    // label the chat; filter the portal by label
    await page.getByTestId('label-picker').click();
    await page.getByRole('group', { name: 'Labels of this chat' }).getByRole('button', { name: 'VIP' }).click();
    await expect(page.getByTestId('label-chip').filter({ hasText: 'VIP' }).first()).toBeVisible();
    await page.getByTestId('label-picker').click();
    const filter = page.getByTestId('label-filter');
    await filter.selectOption({ label: 'Billing' });
    await expect(item).toHaveCount(0);
    await filter.selectOption({ label: 'VIP' });
    await expect(item).toBeVisible();

    // the Conversations monitor: a Labels column, the filter, the CSV
    await page.goto('/dashboard/conversations');
    await page.getByRole('combobox', { name: 'Label' }).selectOption({ label: 'VIP' });
    const rows = page.getByRole('row').filter({ has: page.getByTestId('label-chip') });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('VIP');
    await page.getByRole('combobox', { name: 'Label' }).selectOption({ label: 'Billing' });
    await expect(rows).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Label' }).selectOption({ label: 'VIP' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await (await download).createReadStream();
    const text = await new Promise<string>((resolve) => {
      let s = '';
      csv.on('data', (d) => {
        s += d;
      });
      csv.on('end', () => resolve(s));
    });
    expect(text.split('\r\n')[0]).toContain('Labels');
    expect(text).toContain('VIP');
    await snap(page, testInfo, 'conversations-labels');
  } finally {
    await visitorContext.close();
    await new Promise((resolve) => site.server.close(resolve));
  }
});
