import { createHmac } from 'node:crypto';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { createIntent } from '../../core/intents/intents';
import { db } from '../../db/service';
import { type FakeProviders, startFakeProviders } from '../../test-support/fake-providers';
import { DELIVERY_INTENT } from '../../test-support/intents';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { watchForLeaks } from '../../test-support/leak-watch';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * Settings → Integrations and the WhatsApp channel (issue 14) through the local gateway, against the
 * local fake Cloud API and Google tag host (test-support/fake-providers.ts).
 */
let base: string;
let t: TestTenant;
let fake: FakeProviders;
const PHONE_ID = '106540352242922';
const APP_SECRET = 'fb-app-secret-0123456789abcdef';
const VERIFY = 'parley-verify-token-7788';
const ANSWER = DELIVERY_INTENT.response;

beforeAll(async () => {
  await useIsolatedTable('integrations');
  fake = await startFakeProviders();
  Object.assign(process.env, fake.env);
});
afterAll(async () => {
  await fake.close();
  for (const k of Object.keys(fake.env)) delete process.env[k];
});
tenantSuite(async (g, tenant) => {
  base = g.url;
  t = tenant;
  await createIntent(t.clientId, 'test', DELIVERY_INTENT);
});

const whatsappCard = (over: Record<string, unknown> = {}) => ({
  integrationType: 'whatsapp',
  isEnabled: true,
  configuration: {
    phoneNumberId: PHONE_ID,
    businessAccountId: '102290129340398',
    accessToken: fake.keys.whatsapp,
    verifyToken: VERIFY,
    appSecret: APP_SECRET,
    ...over,
  },
});

/** A Cloud API delivery of one text message, as Meta posts it. */
function delivery(text: string, id: string, from = '919812345678', phoneNumberId = PHONE_ID) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Kiran Rao' }, wa_id: from }],
              messages: [{ from, id, timestamp: '1763900000', type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  });
}
const sign = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const post = (clientId: string, body: string, signature?: string) =>
  fetch(`${base}/api/webhooks/whatsapp/${clientId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    body,
  });
const conversationsOf = async (clientId: string) =>
  (await db().entities.conversation.query.byId({ clientId }).go({ pages: 'all' })).data;
const sentTo = (to: string) => fake.whatsappSent.filter((m) => m.to === to);

describe('Settings → Integrations', () => {
  it('answers the defaults before the first save, owner only', async () => {
    const r = await t.owner.get('/api/customer/integrations/whatsapp');
    expect(r.status).toBe(200);
    expect(r.json.integration).toMatchObject({ id: null, isEnabled: false, connected: false });
    expect(r.json.integration.webhookPath).toBe(`/api/webhooks/whatsapp/${t.clientId}`);
    const agent = await t.member('human_agent');
    expect((await agent.get('/api/customer/integrations/whatsapp')).status).toBe(403);
    expect((await agent.post('/api/customer/integrations', whatsappCard())).status).toBe(403);
    expect((await t.owner.get('/api/customer/integrations/sms')).status).toBe(404);
  });

  it('saves the WhatsApp card with its secrets masked to the last 4, and an unchanged mask keeps them', async () => {
    const saved = await t.owner.post('/api/customer/integrations', whatsappCard());
    expect(saved.status).toBe(200);
    const card = saved.json.integration;
    expect(card).toMatchObject({ integrationType: 'whatsapp', isEnabled: true, connected: true });
    expect(card.configuration.accessToken).toBe(`••••••••${fake.keys.whatsapp.slice(-4)}`);
    expect(card.configuration.appSecret).toBe('••••••••cdef');
    expect(card.configuration.verifyToken).toBe('••••••••7788');
    // stored encrypted, not in clear
    const { data } = await db()
      .entities.customerIntegration.get({ clientId: t.clientId, integrationType: 'whatsapp' })
      .go();
    expect(JSON.stringify(data)).not.toContain(fake.keys.whatsapp);
    expect(String((data?.configuration as Record<string, string> | undefined)?.accessToken)).toMatch(/^enc:v1:/);
    // the screen sends back what it was shown: the secrets stay
    const again = await t.owner.post('/api/customer/integrations', {
      integrationType: 'whatsapp',
      isEnabled: true,
      configuration: { ...card.configuration, businessAccountId: '102290129340399' },
    });
    expect(again.status).toBe(200);
    expect(again.json.integration.id).toBe(card.id);
    const test = await t.owner.post(`/api/customer/integrations/${card.id}/test`);
    expect(test.status).toBe(200);
    expect(test.json).toMatchObject({ success: true, message: 'WhatsApp found the phone number +1 555-0100' });
    // the result stays on the card
    const read = await t.owner.get('/api/customer/integrations/whatsapp');
    expect(read.json.integration.lastTest).toMatchObject({ status: 'success' });
  });

  it('refuses values outside the rules with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...whatsappCard(), integrationType: 'sms' }, 'integrationType'],
      [whatsappCard({ phoneNumberId: '10654abc' }), 'configuration.phoneNumberId'],
      [whatsappCard({ accessToken: '••••••••zzzz' }), 'configuration.accessToken'],
      [whatsappCard({ appSecret: 'line\nbreak' }), 'configuration.appSecret'],
      [{ integrationType: 'analytics', configuration: { measurementId: 'UA-123' } }, 'configuration.measurementId'],
      [{ ...whatsappCard(), isEnabled: 'yes' }, 'isEnabled'],
    ];
    for (const [body, field] of cases) {
      const r = await t.owner.post('/api/customer/integrations', body);
      expect(r.status, field).toBe(400);
      expect(Object.keys(r.json.error.fields ?? {}), field).toContain(field);
    }
  });

  it('tests a wrong token as a failed connection, and Analytics by its measurement ID', async () => {
    const other = await signUpTenant(base);
    const wrong = await other.owner.post(
      '/api/customer/integrations',
      whatsappCard({ accessToken: 'EAAG-wrong-token' }),
    );
    const failed = await other.owner.post(`/api/customer/integrations/${wrong.json.integration.id}/test`);
    expect(failed.status).toBe(400);
    expect(failed.json).toMatchObject({ success: false, message: 'WhatsApp rejected the access token (401)' });

    const ga = await other.owner.post('/api/customer/integrations', {
      integrationType: 'analytics',
      isEnabled: true,
      configuration: { measurementId: fake.keys.ga4MeasurementId.toLowerCase() },
    });
    expect(ga.json.integration).toMatchObject({ connected: true, configuration: { measurementId: 'G-PARLEY2026' } });
    const ok = await other.owner.post(`/api/customer/integrations/${ga.json.integration.id}/test`);
    expect(ok.json).toMatchObject({ success: true, message: 'Google serves the Analytics tag for G-PARLEY2026' });
    await other.owner.post('/api/customer/integrations', {
      integrationType: 'analytics',
      isEnabled: true,
      configuration: { measurementId: 'G-UNKNOWN99' },
    });
    const unknown = await other.owner.post(`/api/customer/integrations/${ga.json.integration.id}/test`);
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Google Analytics does not know the measurement ID G-UNKNOWN99 (404)');
    // another tenant's id is a 404, and its card is untouched
    const foreign = await t.owner.post(`/api/customer/integrations/${ga.json.integration.id}/test`);
    expect(foreign.status).toBe(404);
    expect((await t.owner.get('/api/customer/integrations/analytics')).json.integration.id).toBeNull();
  });
});

describe('WhatsApp webhook', () => {
  beforeAll(async () => {
    const r = await t.owner.post('/api/customer/integrations', whatsappCard());
    expect(r.status).toBe(200);
  });

  it('answers Meta’s handshake with the challenge for the tenant’s verify token only', async () => {
    const url = (token: string, mode = 'subscribe') =>
      `${base}/api/webhooks/whatsapp/${t.clientId}?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;
    const ok = await fetch(url(VERIFY));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe('1158201444');
    expect((await fetch(url('wrong-token-0000'))).status).toBe(403);
    expect((await fetch(url(VERIFY, 'unsubscribe'))).status).toBe(403);
    const other = await signUpTenant(base);
    expect((await fetch(url(VERIFY).replace(`/whatsapp/${t.clientId}`, `/whatsapp/${other.clientId}`))).status).toBe(
      403,
    );
  });

  it('refuses a bad or missing signature with 403 and stores nothing', async () => {
    const before = (await conversationsOf(t.clientId)).length;
    const body = delivery('how long does delivery take', 'wamid.bad1', '919800000001');
    for (const signature of [undefined, sign(body, 'another-app-secret'), 'sha256=abc', sign(`${body} `)]) {
      const r = await post(t.clientId, body, signature);
      expect(r.status).toBe(403);
    }
    expect((await conversationsOf(t.clientId)).length).toBe(before);
    expect(sentTo('919800000001')).toEqual([]);
  });

  it('answers a signed message with the intent’s answer through the Cloud API, once per message id', async () => {
    const from = '919812345678';
    const body = delivery('how long does delivery take to Mumbai', 'wamid.HBgM001', from);
    const r = await post(t.clientId, body, sign(body));
    expect(r.status).toBe(200);
    const sent = sentTo(from);
    expect(sent.map((m) => m.body)).toContain(ANSWER);
    expect(sent.every((m) => m.phoneNumberId === PHONE_ID)).toBe(true);
    const conversation = (await conversationsOf(t.clientId)).find((c) => c.sessionId === `whatsapp:${from}`);
    expect(conversation?.source).toBe('whatsapp');
    // Meta retries the same delivery: answered once
    const count = sent.length;
    expect((await post(t.clientId, body, sign(body))).status).toBe(200);
    expect(sentTo(from).length).toBe(count);
    // a next message continues the same conversation
    const next = delivery('when will my order arrive', 'wamid.HBgM002', from);
    expect((await post(t.clientId, next, sign(next))).status).toBe(200);
    expect(sentTo(from).length).toBe(count + 1);
    const mine = (await conversationsOf(t.clientId)).filter((c) => c.sessionId === `whatsapp:${from}`);
    expect(mine.length).toBe(1);
    const { data: messages } = await db()
      .entities.message.query.byConversation({ clientId: t.clientId, conversationId: mine[0].id })
      .go({ pages: 'all' });
    expect(messages.filter((m) => m.senderType === 'customer').map((m) => m.content)).toEqual([
      'how long does delivery take to Mumbai',
      'when will my order arrive',
    ]);
  });

  it('hands over to a person on request, and the agent’s reply in the portal reaches the customer on WhatsApp', async () => {
    const from = '919812300099';
    const body = delivery('I want to talk to a human please', 'wamid.HBgM-human', from);
    expect((await post(t.clientId, body, sign(body))).status).toBe(200);
    const conversation = (await conversationsOf(t.clientId)).find((c) => c.sessionId === `whatsapp:${from}`);
    expect(conversation?.isEscalated).toBe(true);
    const before = sentTo(from).length;
    const agent = await t.member('human_agent');
    const r = await agent.post('/api/messages', {
      conversationId: conversation?.id,
      content: 'Hi, this is Priya from the team. How can I help?',
      senderType: 'human_agent',
    });
    expect(r.status).toBe(200);
    expect(
      sentTo(from)
        .slice(before)
        .map((m) => m.body),
    ).toEqual(['Hi, this is Priya from the team. How can I help?']);
  });

  it('answers from the tenant’s knowledge with its source named under the text (issue 33)', async () => {
    const added = await t.owner.post('/api/knowledge/sources/qa', {
      title: 'Shop FAQ',
      pairs: [{ question: 'Do you offer gift wrapping?', answer: 'Yes, gift wrapping is free on every order.' }],
    });
    expect(added.status).toBe(201);
    const from = '919812300123';
    const body = delivery('do you do gift wrapping?', 'wamid.knowledge1', from);
    expect((await post(t.clientId, body, sign(body))).status).toBe(200);
    expect(sentTo(from).map((m) => m.body)).toContain('Yes, gift wrapping is free on every order.\n\nSource: Shop FAQ');
  });

  it('keeps tenants apart: another tenant’s app secret does not open this tenant’s webhook', async () => {
    const other = await signUpTenant(base);
    await other.owner.post('/api/customer/integrations', whatsappCard({ appSecret: 'other-tenant-app-secret-00' }));
    const body = delivery('how long does delivery take', 'wamid.cross1', '919800000002');
    expect((await post(t.clientId, body, sign(body, 'other-tenant-app-secret-00'))).status).toBe(403);
    // and a tenant without a WhatsApp card has nothing to verify with
    const none = await signUpTenant(base);
    expect((await post(none.clientId, body, sign(body))).status).toBe(403);
    expect(await conversationsOf(none.clientId)).toEqual([]);
  });

  it('ignores a delivery (200, nothing stored) while the integration is disabled', async () => {
    const other = await signUpTenant(base);
    await other.owner.post('/api/customer/integrations', { ...whatsappCard(), isEnabled: false });
    const body = delivery('how long does delivery take', 'wamid.off1', '919800000003');
    const r = await post(other.clientId, body, sign(body));
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ received: true, ignored: 'integration disabled' });
    expect(await conversationsOf(other.clientId)).toEqual([]);
  });

  it('never makes Meta retry what a retry cannot change: a switched-off chat answers 200 and is not processed twice', async () => {
    const other = await signUpTenant(base);
    await other.owner.post('/api/customer/integrations', whatsappCard());
    await db().entities.widgetSettings.patch({ clientId: other.clientId }).set({ isActive: false }).go();
    const body = delivery('how long does delivery take', 'wamid.widget-off', '919800000004');
    expect((await post(other.clientId, body, sign(body))).status).toBe(200);
    expect(await conversationsOf(other.clientId)).toEqual([]);
    // the claim was kept: Meta's retry is not processed again
    const { data: claim } = await db()
      .entities.whatsappMessage.get({ clientId: other.clientId, messageId: 'wamid.widget-off' })
      .go();
    expect(claim).not.toBeNull();
  });

  it('refuses a tenant id spelt other than Parley writes it with 400, not a failed decryption', async () => {
    const body = delivery('how long does delivery take', 'wamid.upper', '919800000005');
    const r = await post(t.clientId.toUpperCase(), body, sign(body));
    expect(r.status).toBe(400);
    expect((await r.json()).error.fields).toHaveProperty('clientId');
    const verify = await fetch(
      `${base}/api/webhooks/whatsapp/${t.clientId.toUpperCase()}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1`,
    );
    expect(verify.status).toBe(400);
  });

  it('never shows a secret unmasked in a response or a log line', async () => {
    const watch = watchForLeaks();
    try {
      const other = await signUpTenant(base);
      const token = fake.keys.whatsapp;
      const secret = 'leak-watch-app-secret-5151';
      const verify = 'leak-watch-verify-6262';
      const card = whatsappCard({ appSecret: secret, verifyToken: verify });
      watch.seen(await other.owner.post('/api/customer/integrations', card));
      const read = await other.owner.get('/api/customer/integrations/whatsapp');
      watch.seen(read);
      watch.seen(await other.owner.post(`/api/customer/integrations/${read.json.integration.id}/test`));
      // a wrong token's refusal, and a delivery whose reply is sent with the token
      watch.seen(
        await other.owner.post('/api/customer/integrations', whatsappCard({ accessToken: 'EAAG-wrong-leak-1' })),
      );
      watch.seen(await other.owner.post(`/api/customer/integrations/${read.json.integration.id}/test`));
      watch.seen(await other.owner.post('/api/customer/integrations', card));
      const body = delivery('how long does delivery take', 'wamid.leak1', '919800000004');
      const r = await post(other.clientId, body, sign(body, secret));
      watch.seen({ text: await r.text() });
      expect(r.status).toBe(200);
      expect(sentTo('919800000004').length).toBeGreaterThan(0);
      expect(await watch.leaks([token, secret, verify, 'EAAG-wrong-leak-1'])).toEqual([]);
      expect(watch.logs.length).toBeGreaterThan(0);
    } finally {
      watch.stop();
    }
  });
});
