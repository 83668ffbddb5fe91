import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { GENERATING_MS } from '../../core/knowledge/intent-drafts';
import { savePlatformConfig } from '../../core/platform/platform-config';
import { seedPlans } from '../../ops/seed';
import { type FakeOpenAi, startFakeOpenAi } from '../../test-support/fake-openai';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * Intent drafts with the generative provider on (issue 33 item 4): the paraphrases come from OpenAI, through
 * the official SDK against the local fake, and pass AI Enhance's screen; when a call fails, that draft
 * keeps the offline rules' phrases and the answer says so. The platform's OpenAI config is global, so this
 * file works in a table of its own (other files keep the offline provider).
 */
let gw: TestGateway;
let t: TestTenant;
let fake: FakeOpenAi;

beforeAll(async () => {
  await useIsolatedTable('intent-drafts-openai');
  gw = await startTestGateway();
  await seedPlans();
  t = await signUpTenant(gw.url);
  fake = await startFakeOpenAi(() => ({
    content: JSON.stringify({
      phrases: ['when do you open', 'what time does the shop open', 'are you open on saturdays', 'when do you open'],
    }),
  }));
  await savePlatformConfig('openai', {
    enabled: true,
    apiKey: 'sk-test-abcdef123456',
    model: 'gpt-4o-mini',
    baseURL: fake.baseURL,
    temperature: 0.3,
    maxTokens: 500,
  });
  const qa = await t.owner.post('/api/knowledge/sources/qa', {
    title: 'Shop FAQ',
    pairs: [{ question: 'What are your opening hours?', answer: 'We are open 9 am to 7 pm, Monday to Saturday.' }],
  });
  expect(qa.status).toBe(201);
});
afterAll(async () => {
  await fake?.close();
  await gw?.stop();
});

describe.sequential('drafts with OpenAI on', () => {
  it('asks OpenAI for paraphrases of the question and keeps the screened ones after the question', async () => {
    const r = await t.owner.post('/api/knowledge/intent-drafts', {});
    expect(r.status).toBe(200);
    expect(r.json.phrasesBy).toBe('generated');
    const [draft] = r.json.drafts;
    expect(draft.phrases).toEqual([
      'What are your opening hours?',
      'opening hours',
      'When do you open?',
      'What time does the shop open?',
      'Are you open on saturdays?',
    ]);
    expect(draft.response).toBe('We are open 9 am to 7 pm, Monday to Saturday.');
    const req = fake.requests.at(-1);
    expect(req?.path).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer sk-test-abcdef123456');
    expect(req?.body.messages[1].content).toContain('What are your opening hours?');
  });

  it("falls back to the offline rules when OpenAI fails, and says the phrases are the rules'", async () => {
    const before = fake.respond;
    fake.respond = () => ({ status: 500 });
    try {
      const r = await t.owner.post('/api/knowledge/intent-drafts', {});
      expect(r.status).toBe(200);
      expect(r.json.phrasesBy).toBe('rules');
      expect(r.json.drafts[0].phrases.slice(0, 3)).toEqual([
        'What are your opening hours?',
        'opening hours',
        'When are you open?',
      ]);
    } finally {
      fake.respond = before;
    }
  });

  it('keeps the generated phrases to their budget: the drafts whose call would end after it get the rules, and the list answers in time', async () => {
    // 10 pairs are 3 rounds of 4 calls; at 8 s a call the third round would end past the route's 25 s
    const qa = await t.owner.post('/api/knowledge/sources/qa', {
      title: 'More FAQ',
      pairs: Array.from({ length: 9 }, (_, i) => ({
        question: `Do you sell lens model ${i + 1}?`,
        answer: `Yes, lens model ${i + 1} is in stock.`,
      })),
    });
    expect(qa.status).toBe(201);
    const before = fake.respond;
    const slow = before({});
    fake.respond = () => ({ ...slow, delayMs: 8000 });
    try {
      const started = Date.now();
      const r = await t.owner.post('/api/knowledge/intent-drafts', {});
      const tookMs = Date.now() - started;
      expect(r.status).toBe(200);
      expect(tookMs).toBeLessThan(GENERATING_MS + 1000);
      expect(r.json.drafts).toHaveLength(10);
      expect(r.json.phrasesBy).toBe('rules');
      const generated = r.json.drafts.filter((d: { phrases: string[] }) =>
        d.phrases.includes('What time does the shop open?'),
      );
      // the first round (4 calls, 8 s) answered; the second was cut at the budget, the third never asked
      expect(generated).toHaveLength(4);
    } finally {
      fake.respond = before;
    }
  }, 40_000);
});
