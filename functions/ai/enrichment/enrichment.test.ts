import { type FakeOpenAi, startFakeOpenAi } from '../../test-support/fake-openai';
import { enrichLocally } from './local';
import { openAiEnricher } from './openai';
import { enrichmentResultSchema, type LeadForAi } from './types';

const lead = (over: Partial<LeadForAi> = {}): LeadForAi => ({
  name: 'Meera',
  formAnswers: {},
  transcript: [],
  escalated: false,
  hasEmail: true,
  hasPhone: false,
  ...over,
});
const said = (...lines: string[]) => lines.map((content) => ({ senderType: 'customer' as const, content }));

describe('offline lead enrichment', () => {
  it('reads buying intent and time pressure from what the visitor wrote', () => {
    const r = enrichLocally(
      lead({ transcript: said('How much is the annual plan?', 'I need a quote today'), hasPhone: true }),
    );
    expect(r).toMatchObject({ intentAnalysis: 'purchase' });
    expect(r?.urgencyScore).toBeGreaterThanOrEqual(8);
    expect(r?.tags).toContain('time-sensitive');
    expect(r?.summaryText).toContain('"today"');
    expect(enrichmentResultSchema.parse(r)).toEqual(r);
  });

  it('tells comparison, research and support apart', () => {
    expect(
      enrichLocally(lead({ message: 'How do you compare with Intercom? Is there a cheaper alternative?' }))
        ?.intentAnalysis,
    ).toBe('comparison');
    expect(enrichLocally(lead({ message: 'Tell me about your features, just exploring' }))?.intentAnalysis).toBe(
      'research',
    );
    expect(enrichLocally(lead({ message: 'My order arrived broken and I want a refund' }))?.intentAnalysis).toBe(
      'support',
    );
  });

  it('a calm question without cues is "other" with low confidence and low urgency', () => {
    const r = enrichLocally(lead({ message: 'Hello there' }));
    expect(r).toMatchObject({ intentAnalysis: 'other', confidence: 0.3 });
    expect(r?.urgencyScore).toBeLessThan(4);
  });

  it('ignores what the AI and agents said, and gives nothing when the visitor wrote nothing', () => {
    expect(enrichLocally(lead({ transcript: [{ senderType: 'ai', content: 'Buy now! Prices today!' }] }))).toBeNull();
    expect(enrichLocally(lead({ formAnswers: { name: 'Meera', email: 'm@example.com' } }))).toBeNull();
  });
});

describe('OpenAI lead enrichment (the official SDK against a local fake)', () => {
  let fake: FakeOpenAi;
  let answer: { status?: number; content?: string } = {};
  beforeAll(async () => {
    fake = await startFakeOpenAi(() => answer);
  });
  afterAll(() => fake.close());
  const enrich = (l: LeadForAi) =>
    openAiEnricher(
      {
        apiKey: 'sk-test-enrich-1234',
        model: 'gpt-4o-mini',
        temperature: 0,
        maxTokens: 300,
        baseURL: fake.baseURL,
      },
      async () => {},
    )(l);

  it('asks for JSON with the transcript as data and returns the validated result', async () => {
    answer = {
      content: JSON.stringify({
        intentAnalysis: 'purchase',
        urgencyScore: 9,
        confidence: 0.8,
        tags: ['pricing'],
        summaryText: 'Wants a quote.',
      }),
    };
    const r = await enrich(lead({ transcript: said('Price for 10 seats?') }));
    expect(r).toEqual({
      intentAnalysis: 'purchase',
      urgencyScore: 9,
      confidence: 0.8,
      tags: ['pricing'],
      summaryText: 'Wants a quote.',
    });
    const body = fake.requests.at(-1)?.body;
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(JSON.parse(body.messages[1].content).transcript).toEqual(said('Price for 10 seats?'));
  });

  it('refuses an answer of another shape (502), never stores it', async () => {
    answer = { content: JSON.stringify({ intentAnalysis: 'buy-now', urgencyScore: 42 }) };
    await expect(enrich(lead({ message: 'hi, price?' }))).rejects.toMatchObject({ status: 502 });
    answer = { status: 500 };
    await expect(enrich(lead({ message: 'hi, price?' }))).rejects.toMatchObject({ status: 502 });
  });

  it('does not call OpenAI for a lead that wrote nothing', async () => {
    const before = fake.requests.length;
    expect(await enrich(lead())).toBeNull();
    expect(fake.requests.length).toBe(before);
  });
});
