import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { acceptIntentDraftsResponse, intentDraftsResponse } from '@shared/schemas/knowledge-drafts';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { db } from '../../db/service';
import type { ApiClient } from '../../test-support/api';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * Intents drafted from knowledge (issue 33 item 4), end to end through the gateway: drafts from a Q&A CSV
 * uploaded to s3rver, from a crawled FAQ page and from typed pairs; pairs an intent already answers are
 * left out; accepting creates them through the intents' create rules (plan limit, input schema) all or
 * none; one tenant's drafts never hold another's pairs. Offline here: paraphrases by the rules only.
 */

let gw: TestGateway;
let t: TestTenant;
tenantSuite((g, tenant) => {
  gw = g;
  t = tenant;
});

let server: Server;
let base: string;
const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/faq') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        page(
          'FAQ',
          `<h1>Questions</h1><h2>Do you do eye tests on Sunday?</h2><p>Yes, from 10 am to 2 pm, by appointment.</p>
          <h2>How long do new glasses take?</h2><p>Three working days for most prescriptions.</p>`,
        ),
      );
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function uploadCsv(api: ApiClient, fileName: string, text: string): Promise<string> {
  const bytes = Buffer.from(text);
  const r = await api.post('/api/knowledge/sources/file', { fileName, size: bytes.length });
  expect(r.status).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(r.json.upload.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  expect((await fetch(r.json.upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  expect((await api.post(`/api/knowledge/sources/${r.json.source.id}/uploaded`)).status).toBe(202);
  await gw.queue.drain();
  return r.json.source.id;
}

async function draft(api: ApiClient, sourceIds?: string[]) {
  const r = await api.post('/api/knowledge/intent-drafts', sourceIds ? { sourceIds } : {});
  expect(r.status).toBe(200);
  return intentDraftsResponse.parse(r.json);
}

const CSV = `question,answer
What are your opening hours?,"We are open 9 am to 7 pm, Monday to Saturday."
Can I return glasses I bought online?,Yes: within 30 days with the receipt we refund the frames in full.
How much does an eye test cost?,An eye test costs 500 rupees and is free with any pair of glasses.
`;

describe('drafting', () => {
  let csvId: string;

  it('drafts one intent per Q&A row of a CSV: the question as title and first phrase, rule paraphrases, the answer', async () => {
    csvId = await uploadCsv(t.owner, 'faq.csv', CSV);
    const result = await draft(t.owner, [csvId]);
    expect(result).toMatchObject({ phrasesBy: 'rules', covered: 0, remaining: 0 });
    const byTitle = Object.fromEntries(result.drafts.map((d) => [d.title, d]));
    expect(Object.keys(byTitle).sort()).toEqual([
      'Can I return glasses I bought online',
      'How much does an eye test cost',
      'What are your opening hours',
    ]);
    const hours = byTitle['What are your opening hours'];
    expect(hours.response).toBe('We are open 9 am to 7 pm, Monday to Saturday.');
    expect(hours.source).toEqual({ id: csvId, title: 'faq.csv' });
    expect(hours.description).toContain('faq.csv');
    // the question first, its key words, then the offline paraphraser's rewrites: nothing the source lacks
    expect(hours.phrases[0]).toBe('What are your opening hours?');
    expect(hours.phrases).toContain('opening hours');
    expect(hours.phrases).toContain('When are you open?');
    expect(byTitle['Can I return glasses I bought online'].phrases).toContain(
      'Is it possible to return glasses I bought online?',
    );
    expect(byTitle['How much does an eye test cost'].phrases).toContain('price of an eye test');
    for (const d of result.drafts) expect(new Set(d.phrases.map((p) => p.toLowerCase())).size).toBe(d.phrases.length);
  });

  it("drafts from an FAQ page's question headings, with the page's address", async () => {
    const added = await t.owner.post('/api/knowledge/sources/website', { url: `${base}/faq` });
    expect(added.status).toBe(202);
    await gw.queue.drain();
    const result = await draft(t.owner, [added.json.id]);
    expect(result.drafts.map((d) => [d.title, d.response, d.source.url])).toEqual([
      ['Do you do eye tests on Sunday', 'Yes, from 10 am to 2 pm, by appointment.', `${base}/faq`],
      ['How long do new glasses take', 'Three working days for most prescriptions.', `${base}/faq`],
    ]);
    expect(result.drafts[0].phrases.slice(0, 2)).toEqual(['Do you do eye tests on Sunday?', 'eye tests on Sunday']);
  });

  it('leaves out pairs an intent already answers (the same question, or a phrase equal to it)', async () => {
    const made = await t.owner.post('/api/intents', {
      title: 'Opening times',
      description: 'When the shop is open during the week',
      phrases: ['what are your opening hours', 'when do you open'],
      response: 'We are open 9 am to 7 pm, Monday to Saturday.',
    });
    expect(made.status).toBe(201);
    const result = await draft(t.owner, [csvId]);
    expect(result.covered).toBe(1);
    expect(result.drafts.map((d) => d.title)).not.toContain('What are your opening hours');
    expect(result.drafts).toHaveLength(2);
  });

  it("never drafts from another tenant's chunks; naming another tenant's source is a 404", async () => {
    const other = await signUpTenant(gw.url);
    const qa = await other.owner.post('/api/knowledge/sources/qa', {
      title: 'Other shop',
      pairs: [{ question: 'Do you sell bicycles?', answer: 'Yes, city and mountain bicycles.' }],
    });
    expect(qa.status).toBe(201);
    const mine = await draft(t.owner);
    expect(mine.drafts.map((d) => d.title)).not.toContain('Do you sell bicycles');
    expect(mine.drafts.every((d) => d.source.id !== qa.json.id)).toBe(true);
    expect((await t.owner.post('/api/knowledge/intent-drafts', { sourceIds: [qa.json.id] })).status).toBe(404);
    const theirs = await draft(other.owner);
    expect(theirs.drafts.map((d) => d.title)).toEqual(['Do you sell bicycles']);
  });

  it('is for trainers and owners only', async () => {
    const trainer = await t.member('ai_trainer');
    expect((await trainer.post('/api/knowledge/intent-drafts', {})).status).toBe(200);
    const agent = await t.member('human_agent');
    expect((await agent.post('/api/knowledge/intent-drafts', {})).status).toBe(403);
    expect((await agent.post('/api/knowledge/intent-drafts/accept', { intents: [] })).status).toBe(403);
  });
});

describe('accepting', () => {
  const intentsOf = async (api: ApiClient) =>
    ((await api.get('/api/intents')).json.intents as { title: string; phrases: string[]; response: string }[]).map(
      (i) => i.title,
    );

  it('creates the kept drafts as edited, then skips them once they are intents', async () => {
    const tenant = await signUpTenant(gw.url);
    await tenant.owner.post('/api/knowledge/sources/qa', {
      title: 'Shop FAQ',
      pairs: [
        { question: 'Do you deliver on Sundays?', answer: 'Yes, deliveries run every day of the week.' },
        { question: 'Is there parking?', answer: 'Free parking behind the shop for 20 cars.' },
      ],
    });
    const { drafts } = await draft(tenant.owner);
    expect(drafts).toHaveLength(2);
    const kept = drafts.map(({ title, description, phrases, response }) => ({ title, description, phrases, response }));
    kept[0] = { ...kept[0], title: 'Sunday delivery', phrases: [...kept[0].phrases, 'do you deliver at weekends'] };
    const r = await tenant.owner.post('/api/knowledge/intent-drafts/accept', { intents: kept });
    expect(r.status).toBe(201);
    const result = acceptIntentDraftsResponse.parse(r.json);
    expect(result.skipped).toEqual([]);
    expect(result.created.map((i) => i.title)).toEqual(['Sunday delivery', 'Is there parking']);
    expect(result.created[0].phrases).toContain('do you deliver at weekends');
    expect((await intentsOf(tenant.owner)).sort()).toEqual(['Is there parking', 'Sunday delivery']);
    // the chat's model cache moved with them
    expect((await db().entities.client.get({ clientId: tenant.clientId }).go()).data?.intentsVersion).toBeGreaterThan(
      0,
    );

    // both answered now: no drafts left, and the same drafts again are skipped with the reason
    expect(await draft(tenant.owner)).toMatchObject({ drafts: [], covered: 2 });
    const again = acceptIntentDraftsResponse.parse(
      (await tenant.owner.post('/api/knowledge/intent-drafts/accept', { intents: kept })).json,
    );
    expect(again.created).toEqual([]);
    expect(again.skipped.map((s) => [s.index, s.reason])).toEqual([
      [0, 'covered'],
      [1, 'covered'],
    ]);
    expect(again.skipped[0].detail).toContain('Sunday delivery');
  });

  it('names the field of a bad draft (400) and creates none of the batch', async () => {
    const tenant = await signUpTenant(gw.url);
    const good = {
      title: 'Gift cards',
      description: 'Whether the shop sells gift cards',
      phrases: ['do you sell gift cards'],
      response: 'Yes, gift cards from 500 rupees.',
    };
    const r = await tenant.owner.post('/api/knowledge/intent-drafts/accept', {
      intents: [good, { ...good, title: 'Short', phrases: ['short answer'], response: 'Yes.' }],
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.error.fields)).toEqual(['intents.1.response']);
    expect(await intentsOf(tenant.owner)).toEqual([]);
  });

  it("respects the plan's intent limit: past it a 402 naming intents, and nothing created", async () => {
    const tenant = await signUpTenant(gw.url);
    const planId = `plan-intents-${Date.now()}`;
    await db()
      .entities.plan.create({
        id: planId,
        name: 'Tiny',
        conversationsLimit: 10,
        priceMonthly: 0,
        features: ['x'],
        intentsLimit: 2,
        isActive: false,
      })
      .go();
    await db().entities.client.patch({ clientId: tenant.clientId }).set({ planId }).go();
    const isActive = async (on: boolean) => db().entities.plan.patch({ id: planId }).set({ isActive: on }).go();
    const make = (n: number) => ({
      title: `Question ${n}`,
      description: `A drafted question number ${n}`,
      phrases: [`question number ${n}`],
      response: `The answer to question ${n}.`,
    });
    try {
      // an inactive plan would give the default; active only for the calls (the public catalogue lists active plans)
      await isActive(true);
      const one = await tenant.owner.post('/api/intents', make(1));
      expect(one.status).toBe(201);
      const past = await tenant.owner.post('/api/knowledge/intent-drafts/accept', { intents: [make(2), make(3)] });
      expect(past.status).toBe(402);
      expect(past.json.error.fields.intents).toMatch(/allows 2 intents: you have 1, so 1 more/);
      expect(await intentsOf(tenant.owner)).toEqual(['Question 1']);
      const fits = await tenant.owner.post('/api/knowledge/intent-drafts/accept', { intents: [make(2)] });
      expect(fits.status).toBe(201);
      // the single create path holds the same limit
      expect((await tenant.owner.post('/api/intents', make(3))).status).toBe(402);
    } finally {
      await isActive(false);
      await db().entities.plan.delete({ id: planId }).go();
    }
  });
});
