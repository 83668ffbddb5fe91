import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { envelopeOf } from '../../adapters/queue';
import { savePlatformConfig } from '../../core/platform/platform-config';
import { db } from '../../db/service';
import { seedPlans } from '../../ops/seed';
import { consumerOf } from '../../routes';
import { startFakeDialogflow } from '../../test-support/fake-dialogflow';
import { type FakeOpenAi, startFakeOpenAi } from '../../test-support/fake-openai';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * Platform configs are global, so this file works in a table of its own: other files running in
 * parallel keep the offline local provider and an unconfigured Dialogflow.
 */
let gw: TestGateway;
let t: TestTenant;
const refund = {
  title: 'Refund request',
  description: 'Customer wants their money back for an order',
  phrases: ['I want a refund', 'how do I get my money back'],
  response: 'I can help with that. Please share your order number.',
};

beforeAll(async () => {
  await useIsolatedTable('providers');
  gw = await startTestGateway();
  await seedPlans();
  t = await signUpTenant(gw.url);
});
afterAll(() => gw.stop());

describe.sequential('OpenAI provider (official SDK against a local fake)', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi((body) => {
      const system = body.messages[0].content as string;
      if (system.includes('training phrases'))
        return {
          content: JSON.stringify({
            phrases: ['I want a refund', 'please refund my order', 'can I return this for a refund'],
          }),
        };
      return {
        content: JSON.stringify({
          newIntentSuggestions: [
            {
              title: 'Delivery status',
              description: 'Where is my order',
              phrases: ['where is my order'],
              suggestedResponse: 'Let me check.',
              frequency: 4,
            },
          ],
          existingIntentImprovements: [],
        }),
      };
    });
    await savePlatformConfig('openai', {
      enabled: true,
      apiKey: 'sk-test-abcdef123456',
      model: 'gpt-4o-mini',
      baseURL: fake.baseURL,
      temperature: 0.3,
      maxTokens: 500,
    });
  });
  afterAll(() => fake.close());

  it('stores the key encrypted', async () => {
    const { data } = await db().entities.platformConfig.get({ type: 'openai' }).go();
    expect(JSON.stringify(data)).not.toContain('sk-test-abcdef123456');
  });

  it('enhances with the configured model and key, dropping phrases the intent already has', async () => {
    const created = await t.owner.post('/api/intents', refund);
    const r = await t.owner.post(`/api/intents/${created.json.id}/enhance`);
    expect(r.status).toBe(200);
    expect(r.json.provider).toBe('openai');
    // the review after every provider: sentence case, a question mark, the existing phrase dropped
    expect(r.json.enhancedPhrases).toEqual(['Please refund my order', 'Can I return this for a refund?']);
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test-abcdef123456');
    expect(req.body.model).toBe('gpt-4o-mini');
    expect(req.body.response_format).toEqual({ type: 'json_object' });
    expect(req.body.messages[1].content).toContain('how do I get my money back');
  });

  it("drops a suggestion the tenant's engine would route to another of its intents", async () => {
    const tenant = await signUpTenant(gw.url);
    const created = await tenant.owner.post('/api/intents', refund);
    await tenant.owner.post('/api/intents', {
      title: 'Opening hours',
      description: 'When the shop is open',
      phrases: ['what are your opening hours', 'when are you open', 'are you open on sunday'],
      response: 'We are open 9 to 5, Monday to Saturday.',
    });
    const before = fake.respond;
    fake.respond = () => ({
      content: JSON.stringify({ phrases: ['are you open on sundays for refunds', 'refund my order please'] }),
    });
    try {
      const r = await tenant.owner.post(`/api/intents/${created.json.id}/enhance`);
      expect(r.status).toBe(200);
      expect(r.json.enhancedPhrases).toEqual(['Refund my order please']);
    } finally {
      fake.respond = before;
    }
  });

  it('validates optimize output with zod', async () => {
    const r = await t.owner.post('/api/intents/optimize-training');
    expect(r.status).toBe(200);
    expect(r.json.newIntentSuggestions[0]).toMatchObject({ title: 'Delivery status', phrases: ['where is my order'] });
  });

  it('answers 502 with a clear message when the upstream fails or answers nonsense', async () => {
    const created = await t.owner.post('/api/intents', refund);
    fake.respond = () => ({ status: 500 });
    const failed = await t.owner.post(`/api/intents/${created.json.id}/enhance`);
    expect(failed.status).toBe(502);
    expect(failed.json.error.message).toMatch(/AI provider request failed/);
    fake.respond = () => ({ content: JSON.stringify({ phrases: 'not a list' }) });
    const garbled = await t.owner.post(`/api/intents/${created.json.id}/enhance`);
    expect(garbled.status).toBe(502);
    expect(garbled.json.error.message).toMatch(/unexpected shape/);
    const { data } = await db().entities.intent.get({ clientId: t.clientId, id: created.json.id }).go();
    expect(data?.phrases).toEqual(refund.phrases);
  });
});

describe.sequential('Dialogflow CX sync (REST against a local fake)', () => {
  let df: Awaited<ReturnType<typeof startFakeDialogflow>>;
  beforeAll(async () => {
    df = await startFakeDialogflow();
    await savePlatformConfig('dialogflow', {
      enabled: true,
      projectId: 'demo-project',
      agentId: 'agent-1',
      location: 'global',
      credentialsJson: df.credentialsJson,
      apiEndpoint: df.base,
    });
  });
  afterAll(() => df.close());

  it('creates an intent, then updates the same one on the next sync', async () => {
    const created = await t.owner.post('/api/intents', refund);
    const first = await t.owner.post(`/api/intents/${created.json.id}/sync-dialogflow`);
    expect(first.status).toBe(200);
    const call = df.calls.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v3/projects/demo-project/locations/global/agents/agent-1/intents');
    expect(call.auth).toBe('Bearer fake-token');
    expect(call.body.displayName).toBe('Refund request');
    expect(call.body.trainingPhrases.map((p: any) => p.parts[0].text)).toEqual(refund.phrases);
    const name = first.json.syncedIntent.dialogflowIntentName;

    const second = await t.owner.post(`/api/intents/${created.json.id}/sync-dialogflow`);
    expect(second.status).toBe(200);
    expect(df.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/v3/${name}?updateMask=displayName,description,trainingPhrases`,
    });
  });

  it('syncs all active intents as a queued job (202) whose progress the trainer polls', async () => {
    const tenant = await signUpTenant(gw.url);
    const titles = ['Refund request', 'Order status', 'Opening hours'];
    for (const title of titles) await tenant.owner.post('/api/intents', { ...refund, title });
    await tenant.owner.post('/api/intents', { ...refund, title: 'Inactive one', isActive: false });
    const before = df.calls.length;
    const r = await tenant.owner.post('/api/intents/sync-dialogflow');
    expect(r.status).toBe(202);
    expect(r.json).toMatchObject({ status: 'queued', total: 3, syncedCount: 0, failedCount: 0, failures: [] });
    await gw.queue.drain();
    const job = await tenant.owner.get(`/api/intents/sync-dialogflow/${r.json.id}`);
    expect(job.status).toBe(200);
    expect(job.json).toMatchObject({ status: 'done', total: 3, syncedCount: 3, failedCount: 0, failures: [] });
    const sent = df.calls.slice(before).map((c) => c.body.displayName);
    expect(sent.sort()).toEqual([...titles].sort());
    const { data } = await db().entities.intent.query.byId({ clientId: tenant.clientId }).go();
    expect(
      data
        .filter((i) => i.lastSyncedAt)
        .map((i) => i.title)
        .sort(),
    ).toEqual([...titles].sort());
    // another tenant's job is not found (not forbidden: its existence is not revealed)
    expect((await t.owner.get(`/api/intents/sync-dialogflow/${r.json.id}`)).status).toBe(404);
  });

  it('syncs each intent once: a redelivered message neither calls Dialogflow again nor counts twice', async () => {
    const tenant = await signUpTenant(gw.url);
    const created = await tenant.owner.post('/api/intents', refund);
    const r = await tenant.owner.post('/api/intents/sync-dialogflow');
    await gw.queue.drain();
    const before = df.calls.length;
    const copy = envelopeOf('intents.sync', {
      payload: { clientId: tenant.clientId, jobId: r.json.id, intentId: created.json.id },
      idempotencyKey: `${r.json.id}:${created.json.id}`,
    });
    await gw.queue.send(consumerOf('intents.sync').name, copy);
    await gw.queue.drain();
    expect(df.calls.length).toBe(before);
    const job = await tenant.owner.get(`/api/intents/sync-dialogflow/${r.json.id}`);
    expect(job.json).toMatchObject({ status: 'done', total: 1, syncedCount: 1 });
  });

  it('records an intent Dialogflow refuses on the job (failed, with the reason) instead of retrying it', async () => {
    const tenant = await signUpTenant(gw.url);
    await tenant.owner.post('/api/intents', refund);
    df.setFailing(true);
    try {
      const before = df.calls.length;
      const r = await tenant.owner.post('/api/intents/sync-dialogflow');
      expect(r.status).toBe(202);
      await gw.queue.drain();
      expect(df.calls.length - before).toBe(1);
      const job = await tenant.owner.get(`/api/intents/sync-dialogflow/${r.json.id}`);
      expect(job.json).toMatchObject({ status: 'failed', total: 1, syncedCount: 0, failedCount: 1 });
      expect(job.json.failures).toEqual([
        { intentId: expect.any(String), title: 'Refund request', message: expect.stringMatching(/rejected the sync/) },
      ]);
      expect(gw.queue.deadLetterCount).toBe(0);
    } finally {
      df.setFailing(false);
    }
  });

  it('finishes at once when there is no active intent', async () => {
    const tenant = await signUpTenant(gw.url);
    const r = await tenant.owner.post('/api/intents/sync-dialogflow');
    expect(r.status).toBe(202);
    expect(r.json).toMatchObject({ status: 'done', total: 0, syncedCount: 0 });
  });

  it('answers 502 when Dialogflow fails', async () => {
    const created = await t.owner.post('/api/intents', refund);
    df.setFailing(true);
    const r = await t.owner.post(`/api/intents/${created.json.id}/sync-dialogflow`);
    df.setFailing(false);
    expect(r.status).toBe(502);
    expect(r.json.error.message).toMatch(/Dialogflow CX rejected the sync/);
  });
});
