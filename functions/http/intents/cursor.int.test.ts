import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { listIntents } from '../../core/intents/intents';
import { sealCursor } from '../../core/paging/cursor';
import { seedPlans } from '../../ops/seed';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

let gw: TestGateway;
let a: TestTenant;
let b: TestTenant;
const intent = (title: string) => ({
  title,
  description: 'What the opening hours are',
  phrases: [`when do you open ${title}`],
  response: 'We open at nine every day.',
});

beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
  [a, b] = await Promise.all([signUpTenant(gw.url), signUpTenant(gw.url)]);
  for (const t of [a, b])
    for (const title of ['First', 'Second', 'Third']) await t.owner.post('/api/intents', intent(title));
});
afterAll(() => gw.stop());

describe('GET /api/intents?cursor=', () => {
  it('answers a made-up or altered cursor with a 400 naming cursor, not a 500', async () => {
    for (const bad of ['x', 'eyJwayI6IngifQ', 'a.b', 'a.b.c']) {
      const r = await a.owner.get(`/api/intents?cursor=${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(400);
      expect(r.json.error.fields.cursor).toBeDefined();
    }
  });

  it('resumes from a cursor the API sealed for this tenant, and refuses it to another tenant', async () => {
    const raw = (await listIntents(a.clientId, undefined, 1)).nextCursor;
    expect(raw).toBeTruthy();
    const cursor = sealCursor('intents', a.clientId, raw)!;
    const own = await a.owner.get(`/api/intents?cursor=${encodeURIComponent(cursor)}`);
    expect(own.status).toBe(200);
    expect(own.json.intents).toHaveLength(2);
    const foreign = await b.owner.get(`/api/intents?cursor=${encodeURIComponent(cursor)}`);
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields.cursor).toBeDefined();
    // B's own key under A's signature is refused too: the signature covers the tenant
    const rawB = (await listIntents(b.clientId, undefined, 1)).nextCursor!;
    const forged = `${Buffer.from(rawB).toString('base64url')}.${cursor.split('.')[1]}`;
    expect((await b.owner.get(`/api/intents?cursor=${encodeURIComponent(forged)}`)).status).toBe(400);
  });
});
