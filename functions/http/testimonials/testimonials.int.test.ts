import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { seedPlans } from '../../ops/seed';
import { ApiClient } from '../../test-support/api';
import { signInAdmin, signUpTenant, type TestTenant } from '../../test-support/tenants';

let gw: TestGateway;
let a: TestTenant;
let b: TestTenant;
let admin: ApiClient;
beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
  [a, b] = await Promise.all([
    signUpTenant(gw.url, { companyName: 'Anand Dental Care', firstName: 'Meera', lastName: 'Anand' }),
    signUpTenant(gw.url, { companyName: 'Bose Travels', firstName: 'Arun', lastName: 'Bose' }),
  ]);
  admin = await signInAdmin(gw.url);
});
afterAll(() => gw.stop());

const QUOTE = 'Our intents now answer the questions patients ask every day.';
const publicList = async () => (await a.owner.get('/api/testimonials')).json.testimonials as Record<string, unknown>[];
const pendingId = async (company: string) => {
  const r = await admin.get('/api/admin/testimonials?status=pending');
  expect(r.status).toBe(200);
  return (r.json.testimonials as { id: string; company: string }[]).find((t) => t.company === company)?.id;
};

describe('testimonials: the owner writes, the admin approves, the landing page shows', () => {
  it('publishes only after approval, with no private fields, and an edit needs approval again', async () => {
    expect((await a.owner.get('/api/testimonials/mine')).json).toEqual({ testimonial: null });

    const saved = await a.owner.post('/api/testimonials/mine', { rating: 5, quote: QUOTE });
    expect(saved.status).toBe(200);
    expect(saved.json.testimonial).toMatchObject({
      name: 'Meera Anand',
      company: 'Anand Dental Care',
      rating: 5,
      quote: QUOTE,
      status: 'pending',
    });
    expect((await publicList()).map((t) => t.company)).not.toContain('Anand Dental Care');

    const id = await pendingId('Anand Dental Care');
    expect(id).toBeDefined();
    const approved = await admin.patch(`/api/admin/testimonials/${id}`, { approved: true });
    expect(approved.status).toBe(200);
    expect(approved.json.testimonial.status).toBe('approved');

    const shown = (await publicList()).find((t) => t.company === 'Anand Dental Care');
    expect(shown).toEqual({ name: 'Meera Anand', company: 'Anand Dental Care', rating: 5, quote: QUOTE });
    const raw = (await new ApiClient(gw.url).get('/api/testimonials')).text;
    expect(raw).not.toContain(a.clientId);
    expect(raw).not.toContain(a.ownerEmail);
    expect((await a.owner.get('/api/testimonials/mine')).json.testimonial.status).toBe('approved');

    // one per tenant: editing replaces it and takes it off the page until approved again
    const edited = await a.owner.post('/api/testimonials/mine', { rating: 4, quote: `${QUOTE} Setup took an hour.` });
    expect(edited.json.testimonial).toMatchObject({ rating: 4, status: 'pending' });
    expect((await publicList()).map((t) => t.company)).not.toContain('Anand Dental Care');
    expect(await pendingId('Anand Dental Care')).toBe(id);

    const rejected = await admin.patch(`/api/admin/testimonials/${id}`, { approved: false });
    expect(rejected.json.testimonial.status).toBe('rejected');
    expect((await publicList()).map((t) => t.company)).not.toContain('Anand Dental Care');
    const list = await admin.get('/api/admin/testimonials?status=rejected');
    expect(list.json.testimonials.map((t: { id: string }) => t.id)).toContain(id);
  });

  it('keeps tenants apart: each owner sees and edits only their own', async () => {
    await a.owner.post('/api/testimonials/mine', { rating: 3, quote: 'Tenant A wrote this quote for the test.' });
    expect((await b.owner.get('/api/testimonials/mine')).json.testimonial).toBeNull();
    await b.owner.post('/api/testimonials/mine', { rating: 2, quote: 'Tenant B wrote this one, quite different.' });
    const mineA = (await a.owner.get('/api/testimonials/mine')).json.testimonial;
    const mineB = (await b.owner.get('/api/testimonials/mine')).json.testimonial;
    expect(mineA).toMatchObject({ company: 'Anand Dental Care', rating: 3 });
    expect(mineB).toMatchObject({ company: 'Bose Travels', rating: 2 });
  });

  it('admits only the owner to their testimonial and only the admin to approval', async () => {
    const trainer = await a.member('ai_trainer');
    expect((await trainer.get('/api/testimonials/mine')).status).toBe(403);
    expect((await trainer.post('/api/testimonials/mine', { rating: 5, quote: QUOTE })).status).toBe(403);
    expect((await a.owner.get('/api/admin/testimonials')).status).toBe(403);
    const id = await pendingId('Bose Travels');
    expect((await b.owner.patch(`/api/admin/testimonials/${id}`, { approved: true })).status).toBe(403);
    expect((await admin.patch('/api/admin/testimonials/no-such-id', { approved: true })).status).toBe(404);
  });

  it('names each invalid field', async () => {
    const bad = await a.owner.post('/api/testimonials/mine', { rating: 6, quote: 'Too short' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({
      rating: 'Rating must be a whole number from 1 to 5',
      quote: 'Quote must be at least 20 characters',
    });
    const extra = await a.owner.post('/api/testimonials/mine', { rating: 5, quote: QUOTE, status: 'approved' });
    expect(extra.status).toBe(400);
    expect(extra.json.error.fields.status).toBe('Unknown field');
    const id = await pendingId('Bose Travels');
    const notBool = await admin.patch(`/api/admin/testimonials/${id}`, { approved: 'yes' });
    expect(notBool.status).toBe(400);
    expect(notBool.json.error.fields.approved).toBeDefined();
    expect((await admin.get('/api/admin/testimonials?status=published')).status).toBe(400);
  });
});
