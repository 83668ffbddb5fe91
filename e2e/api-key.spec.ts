import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { registerBusiness } from './helpers';

const run = promisify(execFile);

/** The documented command (docs/api.md): curl with the key as a Bearer token; answers status and body. */
async function curlLeads(baseURL: string, key: string) {
  const { stdout } = await run('curl', [
    '-s',
    '-w',
    '\n%{http_code}',
    '-H',
    `Authorization: Bearer ${key}`,
    `${baseURL}/api/v1/leads?limit=50`,
  ]);
  const lines = stdout.trimEnd().split('\n');
  const status = Number(lines.pop());
  return { status, body: JSON.parse(lines.join('\n')) };
}

async function generateKey(page: Page, button: 'Generate API key' | 'Regenerate') {
  const card = page.getByRole('region', { name: 'API key' });
  await card.getByRole('button', { name: button }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: button === 'Regenerate' ? 'Regenerate' : 'Generate' })
    .click();
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toBeVisible();
  return (await shown.textContent())?.trim() ?? '';
}

/**
 * Issue 14 Done-when: the owner regenerates the API key on the Security tab and reads the business's
 * leads with it from the command line; the replaced key stops working at once.
 */
test('an API key from the Security tab reads the leads with curl; the regenerated key replaces it', async ({
  page,
  baseURL,
}) => {
  await registerBusiness(page, baseURL!, {
    firstName: 'Farah',
    lastName: 'Khan',
    companyName: 'Khan Opticals',
    emailPrefix: 'api-key-owner',
  });
  const added = await page.request.post('/api/leads', {
    headers: { origin: baseURL! },
    data: { name: 'Imran Sheikh', email: 'imran@example.com', source: 'manual_entry' },
  });
  expect(added.status()).toBe(201);

  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  const first = await generateKey(page, 'Generate API key');
  expect(first.length).toBeGreaterThan(20);

  const read = await curlLeads(baseURL!, first);
  expect(read.status).toBe(200);
  expect(read.body.leads.map((l: { name: string }) => l.name)).toEqual(['Imran Sheikh']);

  await page.reload();
  await page.getByRole('tab', { name: 'Security' }).click();
  // after a reload only the masked key is shown
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  await expect(page.getByTestId('masked-api-key')).toContainText(first.slice(-4));
  const second = await generateKey(page, 'Regenerate');
  expect(second).not.toBe(first);

  expect((await curlLeads(baseURL!, first)).status).toBe(401);
  const again = await curlLeads(baseURL!, second);
  expect(again.status).toBe(200);
  expect(again.body.leads[0]).toMatchObject({ name: 'Imran Sheikh', email: 'imran@example.com' });
});
