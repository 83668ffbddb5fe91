import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { savePlatformConfig } from '../../core/platform/platform-config';
import { db } from '../../db/service';
import { seedPlans } from '../../ops/seed';
import { httpRoutes } from '../../routes';
import { type FakeOpenAi, startFakeOpenAi } from '../../test-support/fake-openai';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * A slow AI provider through the local gateway: the client gets the designed 504 JSON within the
 * route's timeout, never the gateway's bare error. The enhance route runs here with a 4 s budget (its
 * real one is 25 s) so the test is quick; the mechanism is the same.
 */
const BUDGET_SECONDS = 4;
let gw: TestGateway;
let t: TestTenant;
let fake: FakeOpenAi;

beforeAll(async () => {
  await useIsolatedTable('upstream-timeout');
  const routes = httpRoutes.map((r) => (r.path.endsWith('/enhance') ? { ...r, timeoutSeconds: BUDGET_SECONDS } : r));
  gw = await startTestGateway({ httpRoutes: routes });
  await seedPlans();
  t = await signUpTenant(gw.url);
  fake = await startFakeOpenAi(() => ({ content: JSON.stringify({ phrases: ['late'] }), delayMs: 30_000 }));
  await savePlatformConfig('openai', {
    enabled: true,
    apiKey: 'sk-test-abcdef123456',
    model: 'gpt-4o-mini',
    baseURL: fake.baseURL,
    temperature: 0.3,
    maxTokens: 500,
  });
});
afterAll(async () => {
  await gw.stop();
  await fake.close();
});

it('answers 504 UPSTREAM_TIMEOUT JSON before the route times out when the AI provider hangs', async () => {
  const created = await t.owner.post('/api/intents', {
    title: 'Refund request',
    description: 'Customer wants their money back',
    phrases: ['I want a refund'],
    response: 'Please share your order number.',
  });
  const started = Date.now();
  const r = await t.owner.post(`/api/intents/${created.json.id}/enhance`);
  const took = Date.now() - started;
  expect(r.status).toBe(504);
  expect(r.json.error.code).toBe('UPSTREAM_TIMEOUT');
  expect(r.json.error.message).toMatch(/AI provider did not answer in time/);
  expect(took).toBeLessThan(BUDGET_SECONDS * 1000);
  expect(fake.requests.length).toBeGreaterThan(0);
  const { data } = await db().entities.intent.get({ clientId: t.clientId, id: created.json.id }).go();
  expect(data?.phrases).toEqual(['I want a refund']);
});
