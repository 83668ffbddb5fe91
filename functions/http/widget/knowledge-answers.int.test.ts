import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { readIndexObject } from '../../adapters/knowledge-index-bucket';
import { listMissedIntents } from '../../core/chat/intent-matcher';
import { indexKey } from '../../core/knowledge/index-cache';
import { clearKnowledgeCache } from '../../core/knowledge/tenant-knowledge';
import * as db from '../../db/table-entities';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

/**
 * Issue 33 items 3 and 5 through the widget's real route: a tenant's Q&A source, added with the product's own
 * knowledge route, answers a paraphrased question with its source under the reply; a question no source
 * covers is not answered from nothing (fallback, recorded as missed); a deleted source stops answering on
 * the next turn; and one tenant's knowledge never answers another tenant's visitors.
 */
let gw: TestGateway;
let t: TestTenant;
tenantSuite((g, tenant) => {
  gw = g;
  t = tenant;
});

const FAQ = {
  title: 'Shop FAQ',
  pairs: [
    { question: 'Do you offer eye tests on Sundays?', answer: 'Yes, from 10 am to 2 pm, by appointment.' },
    { question: 'How long do new glasses take?', answer: 'Three working days for most prescriptions.' },
    { question: 'Can I return frames?', answer: 'Frames can be returned within 30 days with the receipt.' },
  ],
};

async function visitor(clientId: string) {
  const started = await widgetRequest(gw.url, 'POST', `/api/widget/${clientId}/conversations`, {
    fields: { name: 'Meera Shah', email: `meera+${crypto.randomUUID().slice(0, 6)}@example.com` },
  });
  expect(started.status).toBe(201);
  const token = started.json.token as string;
  const ask = async (content: string) => {
    const r = await widgetRequest(gw.url, 'POST', '/api/widget/messages', { content }, token);
    expect(r.status).toBe(200);
    const replies = (r.json.messages as { senderType: string; content: string; source?: unknown }[]).filter(
      (m) => m.senderType !== 'customer',
    );
    return { replies, escalated: r.json.conversation.escalated as boolean };
  };
  /** The transcript as the widget reads it after a reload. */
  ask.reload = async () =>
    (await widgetRequest(gw.url, 'GET', '/api/widget/messages', undefined, token)).json.messages as {
      content: string;
      source?: unknown;
    }[];
  return ask;
}

const versionOf = async (clientId: string) =>
  (
    await db
      .client()
      .get({ clientId })
      .go({ attributes: ['knowledgeVersion'] })
  ).data?.knowledgeVersion ?? 0;

describe("a visitor's question answered from the tenant's knowledge (POST /api/widget/messages)", () => {
  let sourceId: string;

  it('a tenant without knowledge loads none, and falls back as before', async () => {
    expect(await versionOf(t.clientId)).toBe(0);
    const ask = await visitor(t.clientId);
    const { replies } = await ask('can I get my eyes tested on sunday');
    expect(replies[0]).not.toHaveProperty('source');
  });

  it('answers a paraphrased question with the Q&A answer and its source, and stores the index for other instances', async () => {
    const added = await t.owner.post('/api/knowledge/sources/qa', FAQ);
    expect(added.status).toBe(201);
    sourceId = added.json.id;
    const version = await versionOf(t.clientId);
    expect(version).toBeGreaterThan(0);

    const ask = await visitor(t.clientId);
    const { replies, escalated } = await ask('can I get my eyes tested on sunday');
    expect(replies).toEqual([
      expect.objectContaining({
        senderType: 'ai',
        content: 'Yes, from 10 am to 2 pm, by appointment.',
        source: { kind: 'qa', title: 'Shop FAQ' },
      }),
    ]);
    expect(escalated).toBe(false);
    // built by that first turn and stored under the version, so another instance loads it
    expect(await readIndexObject(indexKey(t.clientId, version))).not.toBeNull();
    clearKnowledgeCache(); // as a new instance: loaded from the bucket
    expect((await ask('how many days until my new glasses are ready?')).replies[0]).toMatchObject({
      content: 'Three working days for most prescriptions.',
      source: { title: 'Shop FAQ' },
    });
    // stored with its source: shown the same after a reload
    expect((await ask.reload()).filter((m) => m.source)).toEqual([
      expect.objectContaining({
        content: 'Yes, from 10 am to 2 pm, by appointment.',
        source: { kind: 'qa', title: 'Shop FAQ' },
      }),
      expect.objectContaining({ content: 'Three working days for most prescriptions.' }),
    ]);
  });

  it("the chat test screen's route answers from knowledge too, and names the source again after a reload", async () => {
    const first = await t.owner.post('/api/ccai/test', { message: 'are eye tests available on a sunday?' });
    expect(first.status).toBe(200);
    const answer = first.json.messages.at(-1); // after the welcome and the question
    expect(answer).toMatchObject({
      content: 'Yes, from 10 am to 2 pm, by appointment.',
      source: { title: 'Shop FAQ' },
    });
    const history = await t.owner.get(`/api/ccai/conversations/${first.json.sessionId}`);
    expect(history.json.messages).toContainEqual(
      expect.objectContaining({ id: answer.id, source: { kind: 'qa', title: 'Shop FAQ' } }),
    );
  });

  it('hands a question no source covers to the fallback and records it as missed', async () => {
    const ask = await visitor(t.clientId);
    const { replies } = await ask('do you repair watches?');
    expect(replies[0]).not.toHaveProperty('source');
    expect(replies[0].content).not.toMatch(/appointment|working days|receipt/);
    expect((await listMissedIntents(t.clientId)).map((m) => m.userQuery)).toContain('do you repair watches?');
    // twice in a row not sure: a person takes over (the pipeline's usual rule)
    expect((await ask('and do you fix watch straps?')).escalated).toBe(true);
  });

  it('a deleted source stops answering on the next turn (the version moves; no instance uses the old index)', async () => {
    const ask = await visitor(t.clientId);
    expect((await ask('is it possible to return my frames?')).replies[0]).toHaveProperty('source');
    expect((await t.owner.del(`/api/knowledge/sources/${sourceId}`)).status).toBe(200);
    const { replies } = await ask('is it possible to return my frames?');
    expect(replies[0]).not.toHaveProperty('source');
    expect(replies[0].content).not.toContain('30 days');
  });

  it("never answers one tenant's visitors from another tenant's knowledge", async () => {
    await t.owner.post('/api/knowledge/sources/qa', FAQ);
    const other = await signUpTenant(gw.url);
    // B has knowledge of its own (so its index is loaded), on another subject
    await other.owner.post('/api/knowledge/sources/qa', {
      title: 'Bakery FAQ',
      pairs: [{ question: 'Do you bake eggless cakes?', answer: 'Yes, every cake can be made eggless.' }],
    });
    const a = await visitor(t.clientId);
    const b = await visitor(other.clientId);
    expect((await a('can I get my eyes tested on sunday')).replies[0]).toHaveProperty('source.title', 'Shop FAQ');
    const fromB = (await b('can I get my eyes tested on sunday')).replies[0];
    expect(fromB).not.toHaveProperty('source');
    expect(fromB.content).not.toContain('appointment');
    expect((await b('do you make eggless cakes?')).replies[0]).toHaveProperty('source.title', 'Bakery FAQ');
  });
});
