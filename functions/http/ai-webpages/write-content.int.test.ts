import { writeWebpageResultSchema } from '@shared/schemas/ai-webpages';
import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { savePlatformConfig } from '../../core/platform/platform-config';
import { WRITE_LIMIT_PER_HOUR } from '../../core/webpages/write-content';
import { seedPlans } from '../../ops/seed';
import { httpRoutes } from '../../routes';
import { type FakeOpenAi, startFakeOpenAi } from '../../test-support/fake-openai';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * POST /api/ai-webpages/write-content through the local gateway, offline and against the fake OpenAI
 * server. Platform configs are global, so this file works in a table of its own. The route runs with a
 * 6 s budget here (25 s in AWS) so the hanging-provider case is quick; the deadline mechanism is the same.
 */
const BUDGET_SECONDS = 6;
const PATH = '/api/ai-webpages/write-content';
const restaurant = {
  template: 'restaurant',
  businessName: 'Sunrise Bistro',
  industry: 'Italian',
  summary: 'Wood-fired pizza, fresh pasta and gelato in Bengaluru',
};
const goodAnswer = {
  title: 'Sunrise Bistro — Italian kitchen in Bengaluru',
  description: 'Wood-fired pizza, fresh pasta and gelato, made in Bengaluru.',
  aboutText: 'Sunrise Bistro serves Italian food: pizza from a wood-fired oven, fresh pasta and gelato.',
  cuisine: 'Italian',
  dish1Name: 'Wood-fired pizza',
  dish2Name: 'Fresh pasta',
  dish3Name: 'Gelato',
  dish1Description: 'Baked in a wood-fired oven.',
  dish2Description: 'Made fresh.',
  dish3Description: '',
};

let gw: TestGateway;
let t: TestTenant;

beforeAll(async () => {
  await useIsolatedTable('webpage-writer');
  const routes = httpRoutes.map((r) => (r.path === PATH ? { ...r, timeoutSeconds: BUDGET_SECONDS } : r));
  gw = await startTestGateway({ httpRoutes: routes });
  await seedPlans();
  t = await signUpTenant(gw.url);
});
afterAll(() => gw.stop());

describe.sequential('offline (no AI provider configured)', () => {
  it('writes the restaurant page locally for the owner: schema-valid, no invented price or chef', async () => {
    const r = await t.owner.post(PATH, restaurant);
    expect(r.status).toBe(200);
    const result = writeWebpageResultSchema.parse(r.json);
    expect(result).toMatchObject({ template: 'restaurant', writtenBy: 'local' });
    expect(result.customData).toMatchObject({
      restaurantName: 'Sunrise Bistro',
      cuisine: 'Italian',
      dish1Name: 'Wood-fired pizza',
      dish1Price: '',
      chefName: '',
      hours: '',
    });
  });

  it('refuses bad input naming the field, and roles other than the owner', async () => {
    const missing = await t.owner.post(PATH, { ...restaurant, businessName: '  ' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.json.error)).toContain('Business name is required');
    const badTemplate = await t.owner.post(PATH, { ...restaurant, template: 'casino' });
    expect(badTemplate.status).toBe(400);
    expect(JSON.stringify(badTemplate.json.error)).toContain('Choose a template');
    const trainer = await t.member('ai_trainer');
    expect((await trainer.post(PATH, restaurant)).status).toBe(403);
  });

  it(`limits a tenant to ${WRITE_LIMIT_PER_HOUR} writes an hour (429), other tenants unaffected`, async () => {
    const busy = await signUpTenant(gw.url);
    const statuses: number[] = [];
    for (let i = 0; i <= WRITE_LIMIT_PER_HOUR; i++) statuses.push((await busy.owner.post(PATH, restaurant)).status);
    expect(statuses.slice(0, WRITE_LIMIT_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await t.owner.post(PATH, restaurant)).status).toBe(200);
  });
});

describe.sequential('OpenAI configured (the fake server)', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi(() => ({ content: JSON.stringify(goodAnswer) }));
    await savePlatformConfig('openai', {
      enabled: true,
      apiKey: 'sk-test-abcdef123456',
      model: 'gpt-4o-mini',
      baseURL: fake.baseURL,
      temperature: 0.3,
      maxTokens: 800,
    });
  });
  afterAll(() => fake.close());

  it('asks for structured output and uses a valid answer, keeping the name and the owner-only fields', async () => {
    const r = await t.owner.post(PATH, restaurant);
    expect(r.status).toBe(200);
    const result = writeWebpageResultSchema.parse(r.json);
    expect(result).toMatchObject({ writtenBy: 'openai', title: goodAnswer.title, description: goodAnswer.description });
    expect(result.customData).toMatchObject({
      aboutText: goodAnswer.aboutText,
      dish1Description: 'Baked in a wood-fired oven.',
      restaurantName: 'Sunrise Bistro',
      dish1Price: '',
      chefName: '',
    });
    const req = fake.requests.at(-1)!;
    expect(req.body.response_format.type).toBe('json_schema');
    expect(req.body.response_format.json_schema.strict).toBe(true);
    const asked = req.body.response_format.json_schema.schema;
    expect(asked.additionalProperties).toBe(false);
    expect(Object.keys(asked.properties)).toContain('dish1Name');
    expect(Object.keys(asked.properties)).not.toContain('dish1Price');
    expect(JSON.parse(req.body.messages[1].content)).toMatchObject({ businessName: 'Sunrise Bistro' });
  });

  it.each([
    ['unreadable JSON', () => ({ content: '{"title": "Sunrise' })],
    ['a missing field', () => ({ content: JSON.stringify({ ...goodAnswer, aboutText: undefined }) })],
    ['an unknown field', () => ({ content: JSON.stringify({ ...goodAnswer, dish1Price: '₹450' }) })],
    ['a too-long title', () => ({ content: JSON.stringify({ ...goodAnswer, title: 'x'.repeat(161) }) })],
    [
      'an invented rating',
      () => ({ content: JSON.stringify({ ...goodAnswer, aboutText: 'Rated 4.9 by 300 diners.' }) }),
    ],
    ['an upstream error', () => ({ status: 500 })],
  ])('falls back to the local writer on %s and says so', async (_, respond) => {
    fake.respond = respond;
    const before = fake.requests.length;
    const r = await t.owner.post(PATH, restaurant);
    expect(r.status).toBe(200);
    expect(writeWebpageResultSchema.parse(r.json)).toMatchObject({ writtenBy: 'local', template: 'restaurant' });
    expect(r.json.customData.dish1Price).toBe('');
    expect(fake.requests.length).toBeGreaterThan(before);
  });

  it('falls back to the local writer before the route times out when the provider hangs', async () => {
    fake.respond = () => ({ content: JSON.stringify(goodAnswer), delayMs: 30_000 });
    const started = Date.now();
    const r = await t.owner.post(PATH, restaurant);
    expect(r.status).toBe(200);
    expect(r.json.writtenBy).toBe('local');
    expect(Date.now() - started).toBeLessThan(BUDGET_SECONDS * 1000);
  });
});
