import { createHmac } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { s3Client } from '../../adapters/s3-client';
import { MEDIA_REFUSED } from '../../core/integrations/whatsapp-inbound';
import { db } from '../../db/service';
import { bigPng, HTML, PDF, PNG, postToS3 } from '../../test-support/attachment-files';
import { type FakeProviders, startFakeProviders } from '../../test-support/fake-providers';
import { useIsolatedTable } from '../../test-support/isolated-table';
import type { TestTenant } from '../../test-support/tenants';

/**
 * WhatsApp media both ways (issue 32 item 6) against the local fake Cloud API: an inbound image or
 * document is downloaded (media id → URL → bytes), checked like an upload, stored and shown to agents;
 * an agent's file goes out as an image or document message linking to its signed URL.
 */
let base: string;
let t: TestTenant;
let fake: FakeProviders;
const PHONE_ID = '106540352242922';
const APP_SECRET = 'fb-app-secret-media-0123456789';

beforeAll(async () => {
  await useIsolatedTable('whatsapp-media');
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
  const saved = await t.owner.post('/api/customer/integrations', {
    integrationType: 'whatsapp',
    isEnabled: true,
    configuration: {
      phoneNumberId: PHONE_ID,
      businessAccountId: '102290129340398',
      accessToken: fake.keys.whatsapp,
      verifyToken: 'parley-verify-token-media',
      appSecret: APP_SECRET,
    },
  });
  expect(saved.status).toBe(200);
});

function delivery(from: string, message: Record<string, unknown>) {
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
              metadata: { display_phone_number: '15550100', phone_number_id: PHONE_ID },
              contacts: [{ profile: { name: 'Kiran Rao' }, wa_id: from }],
              messages: [{ from, timestamp: '1763900000', ...message }],
            },
          },
        ],
      },
    ],
  });
}
const post = (body: string) =>
  fetch(`${base}/api/webhooks/whatsapp/${t.clientId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`,
    },
    body,
  });
const conversationOf = async (from: string) =>
  (await db().entities.conversation.query.byId({ clientId: t.clientId }).go({ pages: 'all' })).data.find(
    (c) => c.sessionId === `whatsapp:${from}`,
  );
const messagesOf = async (conversationId: string) =>
  (await db().entities.message.query.byConversation({ clientId: t.clientId, conversationId }).go()).data;
async function objectsOf(conversationId: string) {
  const { s3 } = await s3Client();
  const listed = await s3.send(
    new ListObjectsV2Command({
      Bucket: process.env.ATTACHMENTS_BUCKET,
      Prefix: `attachments/${t.clientId}/${conversationId}/`,
    }),
  );
  return listed.Contents ?? [];
}

describe('WhatsApp media', () => {
  it('takes in a customer’s image: downloaded, checked, stored, and shown to agents with a signed URL', async () => {
    const from = '919811100001';
    const mediaId = fake.addWhatsappMedia(PNG, 'image/png');
    const body = delivery(from, {
      id: 'wamid.img1',
      type: 'image',
      image: { id: mediaId, mime_type: 'image/png', caption: 'Is this the right part?' },
    });
    expect((await post(body)).status).toBe(200);
    const conversation = await conversationOf(from);
    expect(conversation).toBeDefined();
    const stored = (await messagesOf(conversation!.id)).find((m) => m.attachment);
    // the question typed under the photo is the message's text
    expect(stored).toMatchObject({
      senderType: 'customer',
      content: 'Is this the right part?',
      attachment: { contentType: 'image/png', size: PNG.length },
    });
    expect(await objectsOf(conversation!.id)).toHaveLength(1);
    const agent = await t.member('human_agent');
    const listed = await agent.get(`/api/conversations/${conversation!.id}/messages`);
    const file = listed.json.messages.find((m: { attachment?: { url: string } }) => m.attachment);
    expect(Buffer.from(await (await fetch(file.attachment.url)).arrayBuffer()).equals(PNG)).toBe(true);
    // Meta retries the delivery: taken in once
    expect((await post(body)).status).toBe(200);
    expect((await messagesOf(conversation!.id)).filter((m) => m.attachment)).toHaveLength(1);
  });

  it('refuses an HTML page sent as a PDF document: nothing stored, the customer is told what can be sent', async () => {
    const from = '919811100002';
    const mediaId = fake.addWhatsappMedia(HTML, 'application/pdf');
    const body = delivery(from, {
      id: 'wamid.doc-bad',
      type: 'document',
      document: { id: mediaId, mime_type: 'application/pdf', filename: 'invoice.pdf' },
    });
    expect((await post(body)).status).toBe(200);
    const conversation = await conversationOf(from);
    expect((await messagesOf(conversation!.id)).some((m) => m.attachment)).toBe(false);
    expect(await objectsOf(conversation!.id)).toEqual([]);
    expect(fake.whatsappSent.filter((m) => m.to === from).map((m) => m.body)).toContain(MEDIA_REFUSED);
  });

  it('refuses an image over 10 MB without storing it', async () => {
    const from = '919811100004';
    const mediaId = fake.addWhatsappMedia(bigPng(11 * 1024 * 1024), 'image/png');
    const body = delivery(from, { id: 'wamid.big', type: 'image', image: { id: mediaId, mime_type: 'image/png' } });
    expect((await post(body)).status).toBe(200);
    const conversation = await conversationOf(from);
    expect((await messagesOf(conversation!.id)).some((m) => m.attachment)).toBe(false);
    expect(await objectsOf(conversation!.id)).toEqual([]);
    expect(fake.whatsappSent.filter((m) => m.to === from).map((m) => m.body)).toContain(MEDIA_REFUSED);
  });

  it('sends an agent’s image and PDF as image and document messages linking to signed URLs', async () => {
    const from = '919811100003';
    const human = delivery(from, {
      id: 'wamid.human',
      type: 'text',
      text: { body: 'I want to talk to a human please' },
    });
    expect((await post(human)).status).toBe(200);
    const conversation = await conversationOf(from);
    expect(conversation?.isEscalated).toBe(true);
    const agent = await t.member('human_agent');
    for (const [file, name, contentType] of [
      [PNG, 'map.png', 'image/png'],
      [PDF, 'menu.pdf', 'application/pdf'],
    ] as const) {
      const ticket = await agent.post('/api/inbox/attachments/uploads', {
        conversationId: conversation!.id,
        name,
        contentType,
        size: file.length,
      });
      expect(await postToS3(ticket.json, file, name)).toBe(204);
      expect((await agent.post('/api/inbox/attachments/send', { id: ticket.json.id })).status).toBe(200);
    }
    const sent = fake.whatsappSent.filter((m) => m.to === from && m.type && m.type !== 'text');
    expect(sent.map((m) => [m.type, m.filename])).toEqual([
      ['image', undefined],
      ['document', 'menu.pdf'],
    ]);
    const image = await fetch(sent[0].link!);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
