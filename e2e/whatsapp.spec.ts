import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { FakeProviders } from '../functions/test-support/fake-providers';
import { registerBusiness, snap, toast } from './helpers';

/**
 * Issue 14's done-when: a business connects WhatsApp in Settings → Integrations (against the local fake
 * Cloud API that e2e/global-setup.ts starts and points the server's WHATSAPP_API_URL at), Meta posts a
 * signed message to the webhook, the intent's answer goes back through the Cloud API, and the
 * Conversations screen shows the chat with source WhatsApp.
 */
const fakes = JSON.parse(process.env.PARLEY_E2E_FAKES ?? 'null') as Pick<FakeProviders, 'base' | 'keys'> | null;

const PHONE_ID = '106540352242922';
const APP_SECRET = 'e2e-app-secret-31d9a0c4b7';
const VERIFY = 'e2e-verify-token-5521';
const ANSWER = 'We deliver across Pune within 48 hours.';

test('a WhatsApp message to a connected business gets the intent’s answer back and shows as a WhatsApp conversation', async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(!fakes, 'needs the fake providers of e2e/global-setup.ts (PARLEY_E2E_FAKES)');
  await registerBusiness(page, baseURL!, {
    firstName: 'Kavya',
    lastName: 'Menon',
    companyName: 'Menon Organics',
    emailPrefix: 'whatsapp-owner',
  });
  const intent = await page.request.post('/api/intents', {
    headers: { origin: baseURL! },
    data: {
      title: 'Delivery in Pune',
      description: 'How fast orders reach customers in Pune',
      phrases: ['do you deliver in pune', 'delivery time pune', 'how fast is delivery to pune'],
      response: ANSWER,
      requiresEscalation: false,
    },
  });
  expect(intent.status()).toBe(201);

  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Integrations' }).click();
  const card = page.getByRole('region', { name: /WhatsApp Business/ });
  await expect(card.getByText('Connected')).toHaveCount(0);
  await card.getByRole('button', { name: 'Configure' }).click();
  await card.getByRole('checkbox', { name: 'Enable WhatsApp' }).click({ force: true });
  await card.getByLabel('Phone number ID').fill(PHONE_ID);
  await card.getByLabel('Access token').fill(fakes!.keys.whatsapp);
  await card.getByLabel('App secret').fill(APP_SECRET);
  await card.getByLabel('Verify token').fill(VERIFY);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'WhatsApp integration updated')).toBeVisible();
  await expect(card.getByTestId('whatsapp-connected')).toHaveText('Connected');
  // secrets come back masked only
  await expect(card.getByText(`Saved (••••••••${fakes!.keys.whatsapp.slice(-4)})`)).toBeVisible();
  expect(await page.content()).not.toContain(fakes!.keys.whatsapp);
  const webhookUrl = (await card.getByTestId('whatsapp-webhook-url').innerText()).trim();
  expect(webhookUrl).toMatch(new RegExp(`^${baseURL}/api/webhooks/whatsapp/[\\w-]+$`));

  await card.getByRole('button', { name: 'Test Connection' }).click();
  await expect(toast(page, 'Connection successful')).toBeVisible();
  await expect(card.getByText(/Last test .*WhatsApp found the phone number/)).toBeVisible();
  await snap(page, testInfo, 'whatsapp-connected');

  // Meta's handshake, then a signed delivery from a customer's phone
  const challenge = await page.request.get(
    `${webhookUrl}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=8827361`,
  );
  expect(await challenge.text()).toBe('8827361');
  const from = `9198${Date.now().toString().slice(-8)}`;
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100', phone_number_id: PHONE_ID },
              contacts: [{ profile: { name: 'Rohan Kulkarni' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.e2e${from}`,
                  timestamp: '1763900000',
                  type: 'text',
                  text: { body: 'do you deliver in pune?' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const unsigned = await page.request.post(webhookUrl, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' },
    data: body,
  });
  expect(unsigned.status()).toBe(403);
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
  const delivered = await page.request.post(webhookUrl, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    data: body,
  });
  expect(delivered.status()).toBe(200);

  // the fake Cloud API received the intent's answer for this customer
  const sent = await (await page.request.get(`${fakes!.base}/__control/whatsapp/messages?to=${from}`)).json();
  expect(sent.messages.map((m: { body: string }) => m.body)).toContain(ANSWER);
  expect(sent.messages.every((m: { phoneNumberId: string }) => m.phoneNumberId === PHONE_ID)).toBe(true);

  await page.goto('/dashboard/conversations');
  const row = page.getByRole('row').filter({ hasText: `whatsapp:${from}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('WhatsApp');
  await row.getByRole('button', { name: /View Chat/ }).click();
  const dialog = page.getByRole('dialog', { name: `Conversation whatsapp:${from}` });
  await expect(dialog.getByText('do you deliver in pune?')).toBeVisible();
  await expect(dialog.getByText(ANSWER)).toBeVisible();
  await expect(dialog).toContainText('WhatsApp');
  await snap(page, testInfo, 'whatsapp-conversation');
});

/** The Integrations tab's part of "every field of every settings tab is found after a reload". */
test('every field of both integration cards is saved and found after a reload, secrets masked', async ({
  page,
  baseURL,
}) => {
  test.skip(!fakes, 'needs the fake providers of e2e/global-setup.ts (PARLEY_E2E_FAKES)');
  await registerBusiness(page, baseURL!, {
    firstName: 'Rohan',
    lastName: 'Das',
    companyName: 'Das Tours',
    emailPrefix: 'integrations-owner',
  });
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Integrations' }).click();
  const whatsapp = page.getByRole('region', { name: /WhatsApp Business/ });
  await whatsapp.getByRole('button', { name: 'Configure' }).click();
  await whatsapp.getByRole('checkbox', { name: 'Enable WhatsApp' }).click({ force: true });
  await whatsapp.getByLabel('Phone number ID').fill(PHONE_ID);
  await whatsapp.getByLabel('Business account ID').fill('102290129340398');
  await whatsapp.getByLabel('Access token').fill(fakes!.keys.whatsapp);
  await whatsapp.getByLabel('App secret').fill(APP_SECRET);
  await whatsapp.getByLabel('Verify token').fill(VERIFY);
  await whatsapp.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'WhatsApp integration updated')).toBeVisible();

  const analytics = page.getByRole('region', { name: /Analytics/ });
  await analytics.getByRole('button', { name: 'Configure' }).click();
  await analytics.getByRole('checkbox', { name: 'Enable Analytics' }).click({ force: true });
  await analytics.getByLabel('Measurement ID').fill(fakes!.keys.ga4MeasurementId);
  await analytics.getByLabel('Tracking ID (optional)').fill('UA-12345678-1');
  await analytics.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Analytics integration updated')).toBeVisible();
  await expect(analytics.getByTestId('analytics-connected')).toHaveText('Connected');
  await analytics.getByRole('button', { name: 'Test Connection' }).click();
  await expect(toast(page, 'Connection successful')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(whatsapp.getByTestId('whatsapp-connected')).toHaveText('Connected');
  await whatsapp.getByRole('button', { name: 'Configure' }).click();
  await expect(whatsapp.getByRole('checkbox', { name: 'Enable WhatsApp' })).toBeChecked();
  await expect(whatsapp.getByLabel('Phone number ID')).toHaveValue(PHONE_ID);
  await expect(whatsapp.getByLabel('Business account ID')).toHaveValue('102290129340398');
  // secrets are never sent back: each shows its last four characters only
  for (const [field, value] of [
    ['Access token', fakes!.keys.whatsapp],
    ['App secret', APP_SECRET],
    ['Verify token', VERIFY],
  ] as const) {
    await expect(whatsapp.getByLabel(field)).toHaveValue('');
    await expect(whatsapp.getByLabel(field)).toHaveAttribute('placeholder', new RegExp(`${value.slice(-4)}$`));
  }
  await analytics.getByRole('button', { name: 'Configure' }).click();
  await expect(analytics.getByRole('checkbox', { name: 'Enable Analytics' })).toBeChecked();
  await expect(analytics.getByLabel('Measurement ID')).toHaveValue(fakes!.keys.ga4MeasurementId);
  await expect(analytics.getByLabel('Tracking ID (optional)')).toHaveValue('UA-12345678-1');
  expect(await page.content()).not.toContain(APP_SECRET);
});
