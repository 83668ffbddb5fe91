import { countTokens, fakeEmbedding } from '../../test-support/fake-embeddings';
import { type FakeProviders, startFakeProviders } from '../../test-support/fake-providers';
import {
  batches,
  cost,
  EMBEDDING_PRICE_PER_1M_USD,
  MAX_INPUTS_PER_REQUEST,
  OPENAI_EMBEDDER_ID,
  openAiEmbedder,
} from './openai-embedder';

/** The OpenAI embedder through the real SDK (loaded lazily, as in Lambda) against the fake OpenAI server. */
let fake: FakeProviders;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.embeddings.requests.length = 0;
  fake.embeddings.status = 200;
  fake.delayMs = 0;
});

/** Usage counting is core's hook (core/platform/ai-context.ts); these tests count nothing. */
const noCount = async () => {};
const embedder = () => openAiEmbedder({ apiKey: fake.keys.openai, baseURL: fake.openaiBaseURL }, noCount);
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

describe('OpenAI embedder', () => {
  it('embeds N phrases in one request of text-embedding-3-small at 512 dimensions, unit length, in order', async () => {
    const phrases = Array.from({ length: 40 }, (_, i) => `what are your opening hours on day ${i}`);
    const { vectors, tokens } = await embedder().embed(phrases);
    expect(fake.embeddings.requests).toHaveLength(1);
    expect(fake.embeddings.requests[0]).toEqual({ input: phrases, model: 'text-embedding-3-small', dimensions: 512 });
    expect(vectors).toHaveLength(40);
    for (const v of vectors) {
      expect(v).toHaveLength(512);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    }
    // each vector is the one for its own phrase (the SDK's base64 transfer decoded, order kept)
    expect(dot(vectors[7], fakeEmbedding(phrases[7], 512))).toBeCloseTo(1, 5);
    // the billed tokens are OpenAI's usage, not an estimate
    expect(tokens).toBe(await countTokens(phrases));
    expect(embedder().id).toBe(OPENAI_EMBEDDER_ID);
    expect(OPENAI_EMBEDDER_ID).toBe('openai:text-embedding-3-small:512');
  });

  it('splits more than 2,048 inputs into requests within the limit, vectors still in input order', async () => {
    const phrases = Array.from({ length: MAX_INPUTS_PER_REQUEST + 5 }, (_, i) => `phrase number ${i}`);
    const { vectors, tokens } = await embedder().embed(phrases);
    expect(fake.embeddings.requests.map((r) => r.input.length)).toEqual([MAX_INPUTS_PER_REQUEST, 5]);
    expect(vectors).toHaveLength(phrases.length);
    expect(dot(vectors.at(-1)!, fakeEmbedding(phrases.at(-1)!, 512))).toBeCloseTo(1, 5);
    expect(tokens).toBe(await countTokens(phrases));
  });

  it('caps a request by bytes, an upper bound of its tokens, below OpenAI’s 300,000', () => {
    const long = 'x'.repeat(300);
    const split = batches(Array.from({ length: 2000 }, () => long));
    expect(split.length).toBeGreaterThan(1);
    for (const b of split) expect(b.reduce((s, t) => s + Buffer.byteLength(t), 0)).toBeLessThanOrEqual(200_000);
    expect(split.flat()).toHaveLength(2000);
    expect(batches([])).toEqual([]);
  });

  it('rejects on a wrong key, an upstream error, or when the caller’s signal fires first', async () => {
    await expect(
      openAiEmbedder({ apiKey: 'sk-wrong', baseURL: fake.openaiBaseURL }, noCount).embed(['hello']),
    ).rejects.toMatchObject({ status: 401 });
    fake.embeddings.status = 500;
    await expect(embedder().embed(['hello'])).rejects.toMatchObject({ status: 500 });
    fake.embeddings.status = 200;
    fake.delayMs = 3000;
    const started = Date.now();
    await expect(embedder().embed(['hello'], { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('does not retry a call whose caller gave a signal (a visitor waits), retries a save’s batch once', async () => {
    fake.embeddings.status = 500;
    await expect(embedder().embed(['hello'], { signal: AbortSignal.timeout(5000) })).rejects.toThrow();
    expect(fake.embeddings.requests).toHaveLength(1);
    fake.embeddings.requests.length = 0;
    await expect(embedder().embed(['hello'])).rejects.toThrow();
    expect(fake.embeddings.requests).toHaveLength(2);
  });

  it('prices text-embedding-3-small at $0.02 per 1M tokens', () => {
    expect(EMBEDDING_PRICE_PER_1M_USD).toBe(0.02);
    expect(cost(1_000_000)).toBeCloseTo(0.02, 10);
    expect(cost(12_345)).toBeCloseTo(0.0002469, 10);
  });
});
