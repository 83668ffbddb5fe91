import { startTestGateway, type TestGateway } from '../../infra/local/test-gateway';
import { db } from '../db/service';
import { seedPlans } from '../ops/seed';
import { ApiClient, uniqueEmail } from '../test-support/api';

let gw: TestGateway;
let api: ApiClient;
beforeAll(async () => {
  gw = await startTestGateway();
  api = new ApiClient(gw.url);
  await seedPlans();
});
afterAll(() => gw.stop());

describe('GET /api/plans', () => {
  it('lists active plans cheapest first, Contact-Us (price 0) last', async () => {
    const r = await api.get('/api/plans');
    expect(r.status).toBe(200);
    expect(r.json.success).toBe(true);
    const names = r.json.plans.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Individual', 'Mini', 'Starter', 'Growth', 'Business', 'Professional', 'Enterprise']);
    const prices = r.json.plans.slice(0, -1).map((p: { priceMonthly: number }) => p.priceMonthly);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Object.keys(r.json.plans[0]).sort()).toEqual([
      'conversationsLimit',
      'features',
      'id',
      'name',
      'priceMonthly',
    ]);
  });

  it('hides an inactive plan', async () => {
    await db().entities.plan.patch({ id: 'plan-mini' }).set({ isActive: false }).go();
    try {
      const r = await api.get('/api/plans');
      expect(r.json.plans.map((p: { id: string }) => p.id)).not.toContain('plan-mini');
    } finally {
      await db().entities.plan.patch({ id: 'plan-mini' }).set({ isActive: true }).go();
    }
  });
});

describe('POST /api/contacts', () => {
  it('stores an enquiry as new, from the landing page', async () => {
    const email = uniqueEmail('lead');
    const r = await api.post('/api/contacts', { name: 'Asha Verma', email, message: 'Please call me about pricing.' });
    expect(r.status).toBe(201);
    const { data } = await db().entities.contact.query.byId({ id: r.json.id }).go();
    expect(data[0]).toMatchObject({ name: 'Asha Verma', email, source: 'landing_page', status: 'new' });
  });

  it('names each invalid field', async () => {
    const r = await api.post('/api/contacts', { name: 'A', email: 'not-an-email', message: 'short' });
    expect(r.status).toBe(400);
    expect(r.json.error.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      message: 'Message must be at least 10 characters',
    });
  });

  it('accepts a contact without a message', async () => {
    const r = await api.post('/api/contacts', { name: 'Ravi', email: uniqueEmail() });
    expect(r.status).toBe(201);
  });
});

describe('POST /api/newsletter', () => {
  it('normalises the address and answers 409 the second time', async () => {
    const email = uniqueEmail('news');
    expect((await api.post('/api/newsletter', { email: `  ${email.toUpperCase()} ` })).status).toBe(201);
    const again = await api.post('/api/newsletter', { email });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe("You're already subscribed to our newsletter!");
    const { data } = await db().entities.newsletter.get({ email }).go();
    expect(data?.email).toBe(email);
  });
});

describe('bad input never produces a 500', () => {
  it.each([
    ['malformed JSON', '{"email":', { 'content-type': 'application/json' }, 400],
    ['a wrong content type', 'email=a@b.co', { 'content-type': 'text/plain' }, 415],
    ['an unknown field', JSON.stringify({ email: 'a@b.co', admin: true }), { 'content-type': 'application/json' }, 400],
    ['a wrong type', JSON.stringify({ email: 42 }), { 'content-type': 'application/json' }, 400],
    ['an oversize body', JSON.stringify({ email: 'x'.repeat(70_000) }), { 'content-type': 'application/json' }, 413],
  ])('%s', async (_label, raw, headers, status) => {
    const r = await api.request('POST', '/api/newsletter', raw, headers as Record<string, string>);
    expect(r.status).toBe(status);
    expect(r.json.error.message).toBeTruthy();
  });

  it('answers an unknown route with 404 JSON and a wrong method with 405', async () => {
    const missing = await api.get('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('NOT_FOUND');
    const wrong = await api.request('DELETE', '/api/plans');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
  });
});
