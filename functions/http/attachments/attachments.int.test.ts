import { GetObjectTaggingCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { startTestGateway } from '../../../infra/local/test-gateway';
import { s3Client } from '../../adapters/s3-client';
import { db } from '../../db/service';
import { seedPlans } from '../../ops/seed';
import type { ApiClient } from '../../test-support/api';
import { bigPng, HTML, PDF, PNG, postToS3, SVG } from '../../test-support/attachment-files';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

/**
 * Attachments both ways (issue 32 item 6) against s3rver and DynamoDB Local with the real S3 client: a
 * presigned POST straight to the bucket, the bytes checked before any message exists, signed GET URLs
 * that force a safe type. Bad files are refused with a 4xx naming the field and leave nothing behind.
 */
let gw: TestGateway;
let a: TestTenant;
let b: TestTenant;
let agentA: ApiClient;
let agentB: ApiClient;

beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
  [a, b] = await Promise.all([signUpTenant(gw.url), signUpTenant(gw.url)]);
  [agentA, agentB] = await Promise.all([
    a.member('human_agent', { firstName: 'Ravi', lastName: 'Kumar' }),
    b.member('human_agent'),
  ]);
});
afterAll(() => gw.stop());

const widget = (method: string, path: string, body?: unknown, token?: string) =>
  widgetRequest(gw.url, method, path, body, token);

/** A visitor of tenant A handed to a person: their token and conversation. */
async function escalatedChat(t = a) {
  const started = await widget('POST', `/api/widget/${t.clientId}/conversations`, {
    fields: { name: 'Meera Shah', email: 'meera@example.com' },
  });
  expect(started.status).toBe(201);
  const { token, conversationId } = started.json;
  expect((await widget('POST', '/api/widget/escalate', {}, token)).status).toBe(200);
  return { token: token as string, conversationId: conversationId as string };
}

async function objectsOf(clientId: string, conversationId: string) {
  const { s3 } = await s3Client();
  const listed = await s3.send(
    new ListObjectsV2Command({
      Bucket: process.env.ATTACHMENTS_BUCKET,
      Prefix: `attachments/${clientId}/${conversationId}/`,
    }),
  );
  return (listed.Contents ?? []).map((o) => o.Key);
}

const messagesOf = async (clientId: string, conversationId: string) =>
  (await db().entities.message.query.byConversation({ clientId, conversationId }).go()).data;

describe('a visitor attaches a file', () => {
  it('uploads a PNG straight to S3, sends it after the check, and the agent reads it through a signed URL', async () => {
    const chat = await escalatedChat();
    const ticket = await widget(
      'POST',
      '/api/widget/attachments/uploads',
      { name: 'receipt.png', contentType: 'image/png', size: PNG.length },
      chat.token,
    );
    expect(ticket.status).toBe(200);
    expect(ticket.json.fields.key).toBe(`attachments/${a.clientId}/${chat.conversationId}/${ticket.json.id}`);
    // the policy S3 enforces: this key, this type, at most 10 MB
    const policy = JSON.parse(Buffer.from(ticket.json.fields.Policy, 'base64').toString());
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    // tagged pending by the POST itself: the bucket's lifecycle rule expires what is never sent
    expect(policy.conditions).toContainEqual({ tagging: ticket.json.fields.tagging });
    expect(ticket.json.fields.tagging).toContain('<Key>state</Key><Value>pending</Value>');
    expect(await postToS3(ticket.json, PNG, 'receipt.png')).toBe(204);

    const sent = await widget('POST', '/api/widget/attachments/send', { id: ticket.json.id }, chat.token);
    expect(sent.status).toBe(200);
    expect(sent.json.messages[0].attachment).toMatchObject({
      name: 'receipt.png',
      contentType: 'image/png',
      size: PNG.length,
    });

    const seen = await agentA.get(`/api/messages?conversationId=${chat.conversationId}`);
    const withFile = seen.json.messages.find((m: { attachment?: unknown }) => m.attachment);
    expect(withFile).toMatchObject({ senderType: 'customer', content: 'receipt.png' });
    const got = await fetch(withFile.attachment.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-disposition')).toMatch(/^inline; filename="receipt.png"/);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    // sent: moved to a key no presigned POST names, out of the pending lifecycle rule
    const { s3 } = await s3Client();
    expect(await objectsOf(a.clientId, chat.conversationId)).toEqual([`${ticket.json.fields.key}.sent`]);
    const tags = await s3.send(
      new GetObjectTaggingCommand({ Bucket: process.env.ATTACHMENTS_BUCKET, Key: `${ticket.json.fields.key}.sent` }),
    );
    expect(tags.TagSet).toEqual([{ Key: 'state', Value: 'sent' }]);
    // the same POST form used again after the check (S3 accepts it until it expires) changes nothing sent
    expect(await postToS3(ticket.json, HTML, 'receipt.png')).toBe(204);
    const again = await fetch(withFile.attachment.url);
    expect(Buffer.from(await again.arrayBuffer()).equals(PNG)).toBe(true);
    // a second send of the same upload sends nothing twice
    expect((await widget('POST', '/api/widget/attachments/send', { id: ticket.json.id }, chat.token)).status).toBe(409);
  });

  it('sends a PDF as a download', async () => {
    const chat = await escalatedChat();
    const ticket = await widget(
      'POST',
      '/api/widget/attachments/uploads',
      { name: 'invoice 42.pdf', contentType: 'application/pdf', size: PDF.length },
      chat.token,
    );
    expect(await postToS3(ticket.json, PDF, 'invoice 42.pdf')).toBe(204);
    const sent = await widget('POST', '/api/widget/attachments/send', { id: ticket.json.id }, chat.token);
    expect(sent.status).toBe(200);
    const got = await fetch(sent.json.messages[0].attachment.url);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="invoice 42.pdf"/);
  });
});

describe('an agent attaches a file', () => {
  it('sends a PNG and a PDF through the reply path; the widget lists them with signed URLs', async () => {
    const chat = await escalatedChat();
    for (const [file, name, contentType] of [
      [PNG, 'map.png', 'image/png'],
      [PDF, 'menu.pdf', 'application/pdf'],
    ] as const) {
      const ticket = await agentA.post('/api/inbox/attachments/uploads', {
        conversationId: chat.conversationId,
        name,
        contentType,
        size: file.length,
      });
      expect(ticket.status).toBe(200);
      expect(await postToS3(ticket.json, file, name)).toBe(204);
      const sent = await agentA.post('/api/inbox/attachments/send', { id: ticket.json.id });
      expect(sent.status).toBe(200);
      expect(sent.json.message).toMatchObject({ senderType: 'human_agent', senderName: 'Ravi Kumar', content: name });
    }
    const listed = await widget('GET', '/api/widget/messages', undefined, chat.token);
    const files = listed.json.messages.filter((m: { attachment?: unknown }) => m.attachment);
    expect(files.map((m: { attachment: { name: string } }) => m.attachment.name)).toEqual(['map.png', 'menu.pdf']);
    const png = await fetch(files[0].attachment.url);
    expect(Buffer.from(await png.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await objectsOf(a.clientId, chat.conversationId)).toHaveLength(2);
  });
});

describe('a send that fails after the check', () => {
  it('leaves the file pending again, bytes and record, so it expires unless sent; a later send makes it sent', async () => {
    const chat = await escalatedChat();
    const colleague = await a.member('human_agent', { firstName: 'Sunil', lastName: 'Shah' });
    expect((await colleague.post(`/api/inbox/conversations/${chat.conversationId}/claim`, {})).status).toBe(200);
    const ticket = await agentA.post('/api/inbox/attachments/uploads', {
      conversationId: chat.conversationId,
      name: 'map.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(await postToS3(ticket.json, PNG, 'map.png')).toBe(204);
    // the chat is the colleague's: the reply path refuses after the upload was checked and sealed
    const refused = await agentA.post('/api/inbox/attachments/send', { id: ticket.json.id });
    expect(refused.status).toBe(409);
    const sealed = `${ticket.json.fields.key}.sent`;
    const { s3 } = await s3Client();
    const tagOf = async () =>
      (await s3.send(new GetObjectTaggingCommand({ Bucket: process.env.ATTACHMENTS_BUCKET, Key: sealed }))).TagSet;
    expect(await tagOf()).toEqual([{ Key: 'state', Value: 'pending' }]);
    const record = (await db().entities.attachment.get({ clientId: a.clientId, id: ticket.json.id }).go()).data;
    expect(record).toMatchObject({ status: 'pending', objectKey: sealed });
    expect(record?.expiresAt).toBeGreaterThan(Date.now() / 1000);

    const sent = await agentA.post('/api/inbox/attachments/send', { id: ticket.json.id, takeOver: true });
    expect(sent.status).toBe(200);
    expect(await tagOf()).toEqual([{ Key: 'state', Value: 'sent' }]);
    expect(await objectsOf(a.clientId, chat.conversationId)).toEqual([sealed]);
  });
});

describe('bad files: a clear 4xx naming the field, and nothing stored', () => {
  async function refusedAfterUpload(file: Buffer, name: string, contentType: string, field: string) {
    const chat = await escalatedChat();
    const before = await messagesOf(a.clientId, chat.conversationId);
    const ticket = await widget(
      'POST',
      '/api/widget/attachments/uploads',
      { name, contentType, size: file.length },
      chat.token,
    );
    expect(ticket.status).toBe(200);
    expect(await postToS3(ticket.json, file, name)).toBe(204);
    expect(await objectsOf(a.clientId, chat.conversationId)).toHaveLength(1);
    const sent = await widget('POST', '/api/widget/attachments/send', { id: ticket.json.id }, chat.token);
    expect(sent.status).toBe(400);
    expect(sent.json.error.fields).toHaveProperty([field]);
    // the object is deleted, its record too, and the conversation has no new message
    expect(await objectsOf(a.clientId, chat.conversationId)).toEqual([]);
    expect((await db().entities.attachment.get({ clientId: a.clientId, id: ticket.json.id }).go()).data).toBeNull();
    expect(await messagesOf(a.clientId, chat.conversationId)).toHaveLength(before.length);
    return sent;
  }

  it('refuses an HTML page named .png', async () => {
    await refusedAfterUpload(HTML, 'cat.png', 'image/png', 'file');
  });

  it('refuses an SVG (declared as such at once; passed off as a PNG after the bytes are read)', async () => {
    const chat = await escalatedChat();
    const declared = await widget(
      'POST',
      '/api/widget/attachments/uploads',
      { name: 'logo.svg', contentType: 'image/svg+xml', size: SVG.length },
      chat.token,
    );
    expect(declared.status).toBe(400);
    expect(declared.json.error.fields).toHaveProperty(['contentType']);
    await refusedAfterUpload(SVG, 'logo.png', 'image/png', 'file');
  });

  it('refuses a PDF declared as a PNG (the declared type must be the type of the bytes)', async () => {
    await refusedAfterUpload(PDF, 'scan.png', 'image/png', 'contentType');
  });

  it('refuses a 20 MB file: at the request from its declared size, and S3 refuses the POST of one declared smaller', async () => {
    const chat = await escalatedChat();
    const twenty = 20 * 1024 * 1024;
    const declared = await widget(
      'POST',
      '/api/widget/attachments/uploads',
      { name: 'huge.png', contentType: 'image/png', size: twenty },
      chat.token,
    );
    expect(declared.status).toBe(400);
    expect(declared.json.error.fields).toHaveProperty(['size']);
    const lying = await widget(
      'POST',
      '/api/widget/attachments/uploads',
      { name: 'huge.png', contentType: 'image/png', size: 1000 },
      chat.token,
    );
    expect(lying.status).toBe(200);
    expect(await postToS3(lying.json, bigPng(twenty), 'huge.png')).toBe(400);
    const sent = await widget('POST', '/api/widget/attachments/send', { id: lying.json.id }, chat.token);
    expect(sent.status).toBe(409);
    expect(await objectsOf(a.clientId, chat.conversationId)).toEqual([]);
    expect((await messagesOf(a.clientId, chat.conversationId)).some((m) => m.attachment)).toBe(false);
  });

  it("refuses an attachment for another tenant's conversation (404), and another visitor's upload", async () => {
    const chat = await escalatedChat(a);
    const foreign = await agentB.post('/api/inbox/attachments/uploads', {
      conversationId: chat.conversationId,
      name: 'x.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(foreign.status).toBe(404);
    // A's agent's upload, sent by B's agent: not found either
    const ticket = await agentA.post('/api/inbox/attachments/uploads', {
      conversationId: chat.conversationId,
      name: 'x.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(await postToS3(ticket.json, PNG, 'x.png')).toBe(204);
    expect((await agentB.post('/api/inbox/attachments/send', { id: ticket.json.id })).status).toBe(404);
    // a visitor's token names their conversation only: another visitor of the same tenant cannot send it
    const other = await escalatedChat(a);
    const visitorTicket = await widget(
      'POST',
      '/api/widget/attachments/uploads',
      { name: 'y.png', contentType: 'image/png', size: PNG.length },
      chat.token,
    );
    expect(
      (await widget('POST', '/api/widget/attachments/send', { id: visitorTicket.json.id }, other.token)).status,
    ).toBe(404);
    expect((await messagesOf(a.clientId, chat.conversationId)).some((m) => m.attachment)).toBe(false);
    expect(await objectsOf(b.clientId, chat.conversationId)).toEqual([]);
  });
});
