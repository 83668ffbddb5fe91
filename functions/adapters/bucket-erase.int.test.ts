import { ATTACHMENTS_BUCKET, KNOWLEDGE_BUCKET } from '../../infra/local/s3-local';
import type { TestGateway } from '../../infra/local/test-gateway';
import { tenantSuite } from '../../infra/test-fixtures/tenant-suite';
import { deleteAccount } from '../core/tenants/account-deletion';
import * as db from '../db/table-entities';
import { signUpTenant } from '../test-support/tenants';
import { widgetRequest } from '../test-support/widget-client';
import { attachmentKey, putAttachmentObject } from './attachments-bucket';
import { eraseObjectsUnder } from './bucket-erase';

/**
 * Erasing a person or a tenant reaches the buckets (issue 32's open gap): a lead's erase deletes the
 * files sent in its conversations and their records; an account's deletion deletes its conversations'
 * files and its knowledge files and indexes. Another lead's and another tenant's objects stay. Objects are
 * checked straight in s3rver.
 */
let gw: TestGateway;
tenantSuite(async (g) => {
  gw = g;
});

const objectStatus = async (bucket: string, key: string) =>
  (await fetch(`${process.env.S3_ENDPOINT}/${bucket}/${key}`, { method: 'HEAD' })).status;

async function putKnowledge(key: string) {
  const r = await fetch(`${process.env.S3_ENDPOINT}/${KNOWLEDGE_BUCKET}/${key}`, { method: 'PUT', body: 'x' });
  expect(r.ok).toBe(true);
}

async function visitorWithFile(clientId: string, email: string) {
  const r = await widgetRequest(gw.url, 'POST', `/api/widget/${clientId}/conversations`, {
    fields: { name: 'Nina Das', email, message: 'here is my invoice' },
  });
  expect(r.status).toBe(201);
  const conversationId = r.json.conversationId as string;
  const id = `f${Math.random().toString(36).slice(2, 10)}`;
  const objectKey = attachmentKey(clientId, conversationId, id);
  await putAttachmentObject(objectKey, new TextEncoder().encode('%PDF-1.4 invoice'), 'application/pdf');
  await db
    .attachment()
    .create({
      clientId,
      id,
      conversationId,
      objectKey,
      name: 'invoice-nina.pdf',
      contentType: 'application/pdf',
      size: 16,
      uploadedBy: 'visitor',
      status: 'sent',
    })
    .go();
  return { conversationId, id, objectKey };
}

describe('erasing reaches the buckets', () => {
  it("a lead's erase deletes its conversations' files and their records, and nothing else", async () => {
    const t = await signUpTenant(gw.url, { companyName: 'Erase Files Co' });
    const nina = await visitorWithFile(t.clientId, 'nina@example.com');
    const ravi = await visitorWithFile(t.clientId, 'ravi@example.com');
    const found = await t.owner.get('/api/leads?search=nina%40example.com');
    expect(found.json.leads).toHaveLength(1);
    expect(await objectStatus(ATTACHMENTS_BUCKET, nina.objectKey)).toBe(200);

    const erased = await t.owner.del(`/api/leads/${found.json.leads[0].id}`);
    expect(erased.status).toBe(200);

    expect(await objectStatus(ATTACHMENTS_BUCKET, nina.objectKey)).toBe(404);
    expect((await db.attachment().get({ clientId: t.clientId, id: nina.id }).go()).data).toBeNull();
    // another person's file stays
    expect(await objectStatus(ATTACHMENTS_BUCKET, ravi.objectKey)).toBe(200);
    expect((await db.attachment().get({ clientId: t.clientId, id: ravi.id }).go()).data).not.toBeNull();
  });

  it("an account's deletion deletes its files, knowledge files and indexes, and not another tenant's", async () => {
    const gone = await signUpTenant(gw.url, { companyName: 'Gone Files Co' });
    const kept = await signUpTenant(gw.url, { companyName: 'Kept Files Co' });
    const goneFile = await visitorWithFile(gone.clientId, 'asha@example.com');
    const keptFile = await visitorWithFile(kept.clientId, 'asha@example.com');
    const goneKnowledge = [`knowledge/${gone.clientId}/src1/faq.pdf`, `knowledge-index/${gone.clientId}/3.json.gz`];
    const keptKnowledge = `knowledge/${kept.clientId}/src1/faq.pdf`;
    for (const key of [...goneKnowledge, keptKnowledge]) await putKnowledge(key);

    await deleteAccount(gone.clientId, 'Gone Files Co');

    expect(await objectStatus(ATTACHMENTS_BUCKET, goneFile.objectKey)).toBe(404);
    for (const key of goneKnowledge) expect(await objectStatus(KNOWLEDGE_BUCKET, key)).toBe(404);
    expect(await objectStatus(ATTACHMENTS_BUCKET, keptFile.objectKey)).toBe(200);
    expect(await objectStatus(KNOWLEDGE_BUCKET, keptKnowledge)).toBe(200);
  });

  it('refuses a prefix that does not name one tenant, before any call', async () => {
    for (const prefix of ['attachments/', 'attachments//x/', 'attachments/../', 'pages/c1/', 'attachments/c1'])
      await expect(eraseObjectsUnder('attachments', prefix)).rejects.toThrow(/Refusing/);
    await expect(eraseObjectsUnder('knowledge', 'attachments/c1/')).rejects.toThrow(/Refusing/);
  });
});
