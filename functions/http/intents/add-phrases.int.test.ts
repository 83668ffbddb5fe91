import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

let gw: TestGateway;
let t: TestTenant;
tenantSuite((g, tenant) => {
  gw = g;
  t = tenant;
});

const hours = {
  title: 'Opening hours',
  description: 'When the clinic is open, including weekends',
  phrases: ['what are your opening hours', 'when are you open'],
  response: 'We are open 9 am to 8 pm, Monday to Saturday.',
  requiresEscalation: false,
};

describe('POST /api/intents/{id}/phrases', () => {
  it('appends only new phrases and keeps an edit made since the caller read the intent', async () => {
    const created = await t.owner.post('/api/intents', hours);
    // the screen still shows `created` when someone else changes the answer
    await t.owner.put(`/api/intents/${created.json.id}`, { ...hours, response: 'From today we open at 10 am.' });
    const r = await t.owner.post(`/api/intents/${created.json.id}/phrases`, {
      phrases: ['When are you open', 'are you open on sunday'],
    });
    expect(r.status).toBe(200);
    expect(r.json.addedPhrases).toEqual(['are you open on sunday']);
    expect(r.json.intent.response).toBe('From today we open at 10 am.');
    expect(r.json.intent.phrases).toEqual([...hours.phrases, 'are you open on sunday']);
  });

  it.each([
    [{}, 'phrases'],
    [{ phrases: ['  '] }, 'phrases'],
    [{ phrases: ['x'.repeat(301)] }, 'phrases.0'],
    [{ phrases: ['ok phrase'], title: 'x' }, 'title'],
  ])('refuses %o naming %s', async (body, field) => {
    const created = await t.owner.post('/api/intents', hours);
    const r = await t.owner.post(`/api/intents/${created.json.id}/phrases`, body);
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.error.fields)).toContain(field);
  });

  it('is a 404 for another tenant’s intent and a 403 for a human agent', async () => {
    const other = await signUpTenant(gw.url);
    const theirs = await other.owner.post('/api/intents', hours);
    const r = await t.owner.post(`/api/intents/${theirs.json.id}/phrases`, { phrases: ['sneaky phrase'] });
    expect(r.status).toBe(404);
    const agent = await other.member('human_agent');
    expect((await agent.post(`/api/intents/${theirs.json.id}/phrases`, { phrases: ['agent phrase'] })).status).toBe(
      403,
    );
  });
});
