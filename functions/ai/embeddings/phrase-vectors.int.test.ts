import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { resetConfigCache } from '../../base/env';
import { visitorTurn } from '../../core/chat/chat-pipeline';
import { startConversation } from '../../core/chat/conversations';
import { clearModelCache, tenantModel } from '../../core/chat/intent-matcher';
import { createIntent } from '../../core/intents/intents';
import { savePlatformConfig } from '../../core/platform/platform-config';
import { platformSemantics } from '../../core/platform/semantics';
import { seedPlans } from '../../ops/seed';
import { fakeEmbedding } from '../../test-support/fake-embeddings';
import { type FakeProviders, startFakeProviders } from '../../test-support/fake-providers';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';
import { decodeVectors } from './codec';
import { OPENAI_EMBEDDER_ID } from './openai-embedder';
import { phrasesHash, storedPhraseVectors } from './phrase-vectors';

/**
 * Phrase vectors with OpenAI configured (issue 17 part 2), through the real API, the real SDK and the
 * fake OpenAI server: stored when an intent's phrases are saved (one batched request), not again when
 * only its answer changes, filled in at model build for intents saved without them, the visitor's
 * message embedded in the widget's turn, and every embedding failure a lexical match, never a failed
 * save or turn. Platform config is platform-wide, hence a table of this file's own.
 */
let gw: TestGateway;
let a: TestTenant;
let b: TestTenant;
let fake: FakeProviders;

const hours = {
  title: 'Opening hours',
  description: 'When the clinic is open, weekdays and weekends',
  phrases: ['what are your opening hours', 'when are you open', 'are you open on sunday', 'what time do you close'],
  response: 'We are open 9 am to 8 pm, Monday to Saturday.',
};
const booking = {
  title: 'Book an appointment',
  description: 'Visitor wants to book a visit or a consultation',
  phrases: ['I want to book an appointment', 'can I schedule a visit', 'book a consultation for tomorrow'],
  response: 'I can book that for you. Which day and time suit you?',
};

const openAiConfig = (apiKey: string) => ({
  enabled: true,
  apiKey,
  model: 'gpt-4o-mini',
  baseURL: fake.openaiBaseURL,
  temperature: 0.2,
  maxTokens: 300,
});

beforeAll(async () => {
  await useIsolatedTable('vectors');
  gw = await startTestGateway();
  await seedPlans();
  [a, b] = [await signUpTenant(gw.url), await signUpTenant(gw.url)];
  fake = await startFakeProviders();
  await savePlatformConfig('openai', openAiConfig(fake.keys.openai));
});
afterAll(async () => {
  await fake.close();
  await gw.stop();
});
beforeEach(() => {
  fake.embeddings.requests.length = 0;
  fake.embeddings.status = 200;
  fake.delayMs = 0;
});

/** Error lines the server logs meanwhile (LOG_SILENT is on for tests; turned off around `fn`). */
async function errorsLoggedDuring(fn: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const silent = process.env.LOG_SILENT;
  process.env.LOG_SILENT = 'false';
  resetConfigCache();
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
    process.env.LOG_SILENT = silent;
    resetConfigCache();
  }
  return lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l))
    .filter((l) => l.level === 'error');
}

const cosine = (x: Float32Array, y: Float32Array) => x.reduce((s, v, i) => s + v * y[i], 0);

describe('phrase vectors on save', () => {
  it('embeds a new intent’s phrases in one request and stores them compactly beside it', async () => {
    const created = await a.owner.post('/api/intents', hours);
    expect(created.status).toBe(201);
    expect(fake.embeddings.requests).toEqual([
      { input: hours.phrases, model: 'text-embedding-3-small', dimensions: 512 },
    ]);
    const [set, ...more] = await storedPhraseVectors(a.clientId, created.json.id);
    expect(more).toEqual([]);
    expect(set).toMatchObject({ embedder: OPENAI_EMBEDDER_ID, phrasesHash: phrasesHash(hours.phrases) });
    const vectors = decodeVectors(set.vectors);
    expect(vectors).toHaveLength(hours.phrases.length);
    for (const [i, p] of hours.phrases.entries())
      expect(cosine(vectors[i], fakeEmbedding(p, 512))).toBeGreaterThan(0.999);
    // 688 base64 characters a phrase (a 2-byte header aside): int8 × 512 + a float32 scale
    expect((set.vectors.length - 4) / hours.phrases.length).toBeCloseTo(688, 0);
  });

  it('does not embed again when only the answer or title changes; does when the phrases change', async () => {
    const { json: intent } = await a.owner.post('/api/intents', booking);
    fake.embeddings.requests.length = 0;
    const reworded = { ...booking, title: 'Book a visit', response: 'Happy to book it. Which day suits you?' };
    expect((await a.owner.put(`/api/intents/${intent.id}`, reworded)).status).toBe(200);
    expect(fake.embeddings.requests).toEqual([]);

    const phrases = [...booking.phrases.slice(1), 'I need an appointment next week'];
    expect((await a.owner.put(`/api/intents/${intent.id}`, { ...reworded, phrases })).status).toBe(200);
    expect(fake.embeddings.requests.map((r) => r.input)).toEqual([phrases]);
    const [set] = await storedPhraseVectors(a.clientId, intent.id);
    expect(set.phrasesHash).toBe(phrasesHash(phrases));

    fake.embeddings.requests.length = 0;
    const added = await a.owner.post(`/api/intents/${intent.id}/phrases`, { phrases: ['any slots on friday'] });
    expect(added.json.addedPhrases).toEqual(['any slots on friday']);
    expect(fake.embeddings.requests.map((r) => r.input)).toEqual([[...phrases, 'any slots on friday']]);
    expect(decodeVectors((await storedPhraseVectors(a.clientId, intent.id))[0].vectors)).toHaveLength(4);
    await a.owner.del(`/api/intents/${intent.id}`);
  });

  it('saves the intent without vectors when embedding fails, and logs it', async () => {
    fake.embeddings.status = 500;
    let created: Awaited<ReturnType<typeof a.owner.post>> | undefined;
    const errors = await errorsLoggedDuring(async () => {
      created = await a.owner.post('/api/intents', { ...booking, title: 'Reschedule' });
    });
    expect(created?.status).toBe(201);
    expect(await storedPhraseVectors(a.clientId, created?.json.id)).toEqual([]);
    expect(errors).toContainEqual(
      expect.objectContaining({ msg: 'phrase embedding failed; those intents match lexically', status: 500 }),
    );
    await a.owner.del(`/api/intents/${created?.json.id}`);
  });

  it('never sends vectors to the browser, and deletes them with the intent', async () => {
    const { json: intent } = await a.owner.post('/api/intents', { ...hours, title: 'Holiday hours' });
    const list = await a.owner.get('/api/intents');
    expect(list.status).toBe(200);
    expect(list.text).not.toMatch(/vectors|phrasesHash|embedder/i);
    expect(Object.keys(list.json.intents[0]).sort()).toEqual(
      Object.keys(list.json.intents.find((i: { id: string }) => i.id === intent.id)).sort(),
    );
    expect(await storedPhraseVectors(a.clientId, intent.id)).toHaveLength(1);
    expect((await a.owner.del(`/api/intents/${intent.id}`)).status).toBe(204);
    expect(await storedPhraseVectors(a.clientId, intent.id)).toEqual([]);
  });
});

describe('phrase vectors in the chat turn', () => {
  const chat = async (t: TestTenant) =>
    (await startConversation({ clientId: t.clientId, fields: { name: 'Vector Visitor' }, source: 'widget' }))
      .conversationId;
  const turn = async (t: TestTenant, text: string) =>
    visitorTurn(t.clientId, await chat(t), text, { semantic: platformSemantics });
  const messageRequests = (text: string) => fake.embeddings.requests.filter((r) => r.input.join() === text).length;

  it('fills intents saved without vectors in one batch at model build, stores them, then reads them', async () => {
    // saved as the seed and older code paths do: no embedder
    const saved = [
      await createIntent(b.clientId, 'test', { ...hours, requiresEscalation: false, isActive: true }),
      await createIntent(b.clientId, 'test', { ...booking, requiresEscalation: false, isActive: true }),
    ];
    expect(await storedPhraseVectors(b.clientId)).toEqual([]);
    clearModelCache();
    const model = await tenantModel(b.clientId, platformSemantics);
    expect(fake.embeddings.requests).toHaveLength(1);
    expect(fake.embeddings.requests[0].input.sort()).toEqual([...hours.phrases, ...booking.phrases].sort());
    expect((await storedPhraseVectors(b.clientId)).map((s) => s.intentId).sort()).toEqual(
      saved.map((i) => i.id).sort(),
    );
    expect(model.embedderId).toBe(OPENAI_EMBEDDER_ID);
    expect(model.model.semantic).toBe(true);

    clearModelCache();
    fake.embeddings.requests.length = 0;
    await tenantModel(b.clientId, platformSemantics);
    expect(fake.embeddings.requests).toEqual([]);
  });

  it('embeds the visitor’s message once when the model is semantic, and answers', async () => {
    const { model } = await tenantModel(b.clientId, platformSemantics);
    const result = await turn(b, 'when do you open on sunday');
    expect(result.match.intentMatched).toBe('Opening hours');
    expect(model.semantic).toBe(true);
    expect(messageRequests('when do you open on sunday')).toBe(1);
  });

  it('through the widget’s own route: the message embedded by the send-message function', async () => {
    const { model } = await tenantModel(b.clientId, platformSemantics);
    const started = await widgetRequest(gw.url, 'POST', `/api/widget/${b.clientId}/conversations`, {
      fields: { name: 'Widget Visitor' },
    });
    expect(started.status).toBe(201);
    const sent = await widgetRequest(
      gw.url,
      'POST',
      '/api/widget/messages',
      { content: 'can I book a consultation' },
      started.json.token,
    );
    expect(sent.status).toBe(200);
    expect(sent.json.messages.at(-1).content).toBe(booking.response);
    expect(model.semantic).toBe(true);
    expect(messageRequests('can I book a consultation')).toBe(1);
  });

  it('the chat test screen matches as the widget does: the trainer’s message embedded too', async () => {
    const { model } = await tenantModel(b.clientId, platformSemantics);
    expect(model.semantic).toBe(true);
    const tried = await b.owner.post('/api/ccai/test', { message: 'could I see someone tomorrow' });
    expect(tried.status).toBe(200);
    expect(messageRequests('could I see someone tomorrow')).toBe(1);
  });

  it('matches lexically when OpenAI answers 500, or too slowly for a visitor', async () => {
    fake.embeddings.status = 500;
    expect((await turn(b, 'are you open on sunday')).match.intentMatched).toBe('Opening hours');
    fake.embeddings.status = 200;
    fake.delayMs = 4000;
    const started = Date.now();
    expect((await turn(b, 'what time do you close')).match.intentMatched).toBe('Opening hours');
    // the message's embedding waits at most 1.5 s
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('with a wrong key: each failure logged, the answer lexical, a failed fill retried later', async () => {
    expect((await tenantModel(b.clientId, platformSemantics)).model.semantic).toBe(true);
    await savePlatformConfig('openai', openAiConfig('sk-wrong-key-0000'));
    try {
      let answered: Awaited<ReturnType<typeof turn>> | undefined;
      const messageErrors = await errorsLoggedDuring(async () => {
        answered = await turn(b, 'when are you open');
      });
      expect(answered?.match.intentMatched).toBe('Opening hours');
      expect(
        messageErrors.filter((e) => e.msg === 'message embedding failed; matching lexically' && e.status === 401),
      ).toHaveLength(1);

      await createIntent(b.clientId, 'test', {
        title: 'Parking',
        description: 'Where visitors can park near the clinic',
        phrases: ['where can I park', 'is there parking nearby'],
        response: 'There is free parking behind the building.',
        requiresEscalation: false,
        isActive: true,
      });
      let result: Awaited<ReturnType<typeof turn>> | undefined;
      const errors = await errorsLoggedDuring(async () => {
        result = await turn(b, 'is there parking nearby');
      });
      expect(result?.match.intentMatched).toBe('Parking');
      expect(errors).toContainEqual(
        expect.objectContaining({ msg: 'phrase embedding failed; those intents match lexically', status: 401 }),
      );
      const { model, retryAt } = await tenantModel(b.clientId, platformSemantics);
      expect(model.semantic).toBe(false);
      expect(retryAt).toBeGreaterThan(Date.now());
    } finally {
      await savePlatformConfig('openai', openAiConfig(fake.keys.openai));
    }
  });

  it('keeps tenants apart: a tenant’s model and vectors hold only its own intents', async () => {
    clearModelCache();
    const [ofA, ofB] = [
      await tenantModel(a.clientId, platformSemantics),
      await tenantModel(b.clientId, platformSemantics),
    ];
    const idsA = new Set(ofA.intents.keys());
    const idsB = new Set(ofB.intents.keys());
    expect([...idsA].filter((id) => idsB.has(id))).toEqual([]);
    for (const set of await storedPhraseVectors(a.clientId)) expect(idsB.has(set.intentId)).toBe(false);
    for (const set of await storedPhraseVectors(b.clientId)) expect(idsA.has(set.intentId)).toBe(false);
    expect((await turn(a, 'can I book a consultation')).match.intentMatched).not.toBe('Parking');
  });
});
