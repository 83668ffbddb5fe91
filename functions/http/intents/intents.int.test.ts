import { createIntentResponse, listIntentsResponse, updateIntentResponse } from '@shared/schemas/intent';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { FALLBACK_ANSWER, matchMessage } from '../../core/chat/intent-matcher';
import { db } from '../../db/service';
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
  phrases: ['what are your opening hours', 'when are you open', '   ', 'are you open on sunday'],
  response: 'We are open 9 am to 8 pm, Monday to Saturday.',
  requiresEscalation: false,
  category: 'general',
};
const booking = {
  title: 'Book an appointment',
  description: 'Visitor wants to book a visit or a consultation',
  phrases: ['I want to book an appointment', 'can I schedule a visit', 'book a consultation for tomorrow'],
  response: 'I can book that for you. Which day and time suit you?',
  requiresEscalation: false,
};
const human = {
  title: 'Talk to a person',
  description: 'Visitor explicitly asks for a human being',
  phrases: ['can I talk to a person', 'connect me to a human agent', 'I want to speak to someone'],
  response: 'Sure, connecting you with our team now.',
  requiresEscalation: true,
};

describe('intents API rules', () => {
  it('creates, lists, updates and deletes; whitespace-only phrases are dropped', async () => {
    const created = await t.owner.post('/api/intents', hours);
    expect(created.status).toBe(201);
    expect(created.json.phrases).toEqual([
      'what are your opening hours',
      'when are you open',
      'are you open on sunday',
    ]);
    expect(created.json).toMatchObject({
      title: 'Opening hours',
      isActive: true,
      requiresEscalation: false,
      category: 'general',
    });

    const list = await t.owner.get('/api/intents');
    expect(list.json.intents.map((i: { id: string }) => i.id)).toContain(created.json.id);
    // the wire shape is the shared contract: internal attributes of the stored item stay on the server
    expect(listIntentsResponse.parse(list.json)).toEqual(list.json);
    expect(createIntentResponse.parse(created.json)).toEqual(created.json);
    for (const leak of ['clientId', 'createdBy', 'confidenceSum', 'dialogflowIntentName', '__edb_e__', '__edb_v__']) {
      expect(list.json.intents[0]).not.toHaveProperty(leak);
      expect(created.json).not.toHaveProperty(leak);
    }
    expect(list.text).not.toContain(t.clientId);

    const { category: _drop, ...withoutCategory } = hours;
    const updated = await t.owner.put(`/api/intents/${created.json.id}`, { ...withoutCategory, title: 'Clinic hours' });
    expect(updated.status).toBe(200);
    expect(updated.json.title).toBe('Clinic hours');
    expect(updated.json.category).toBeUndefined();
    expect(updateIntentResponse.parse(updated.json)).toEqual(updated.json);
    expect(updated.text).not.toContain(t.clientId);

    expect((await t.owner.del(`/api/intents/${created.json.id}`)).status).toBe(204);
    expect((await t.owner.del(`/api/intents/${created.json.id}`)).status).toBe(404);
    expect((await t.owner.put(`/api/intents/${created.json.id}`, hours)).status).toBe(404);
  });

  it.each([
    [{ title: 'A' }, 'title', 'Title must be at least 2 characters'],
    [{ description: 'too short' }, 'description', 'Description must be at least 10 characters'],
    [{ response: 'short' }, 'response', 'Response must be at least 10 characters'],
    [{ phrases: ['  ', ''] }, 'phrases', 'At least one training phrase is required'],
    [
      { phrases: Array.from({ length: 101 }, (_, i) => `phrase ${i}`) },
      'phrases',
      'An intent may have at most 100 training phrases',
    ],
    [{ phrases: ['x'.repeat(301)] }, 'phrases.0', 'A training phrase may have at most 300 characters'],
  ])('refuses %o naming %s', async (override, field, message) => {
    const r = await t.owner.post('/api/intents', { ...hours, ...override });
    expect(r.status).toBe(400);
    expect(r.json.error.fields[field]).toBe(message);
  });

  it('is open to the AI trainer and closed to the human agent', async () => {
    const trainer = await t.member('ai_trainer');
    const agent = await t.member('human_agent');
    expect((await trainer.post('/api/intents', booking)).status).toBe(201);
    expect((await agent.get('/api/intents')).status).toBe(403);
  });
});

describe('matching, missed intents and analytics', () => {
  let tenant: TestTenant;
  beforeAll(async () => {
    tenant = await signUpTenant(gw.url);
    for (const i of [hours, booking, human]) expect((await tenant.owner.post('/api/intents', i)).status).toBe(201);
  });

  it('answers a training phrase and a paraphrase from the right intent', async () => {
    const exact = await matchMessage(tenant.clientId, 'when are you open');
    expect(exact).toMatchObject({ matched: true, intentTitle: 'Opening hours' });
    expect(exact.confidence).toBeGreaterThan(0.9);
    const paraphrase = await matchMessage(tenant.clientId, 'could I book a consultation for tomorrow please');
    expect(paraphrase).toMatchObject({ matched: true, intentTitle: 'Book an appointment' });
    const escalate = await matchMessage(tenant.clientId, 'please connect me to a human');
    expect(escalate).toMatchObject({ matched: true, requiresEscalation: true });
  });

  it('records an unanswerable question as a missed intent and counts repeats', async () => {
    const q = 'Do you accept insurance from Star Health?';
    const first = await matchMessage(tenant.clientId, q);
    expect(first).toMatchObject({ matched: false, response: FALLBACK_ANSWER });
    await matchMessage(tenant.clientId, '  do you ACCEPT insurance from star health ');
    await matchMessage(tenant.clientId, q);
    const { data } = await db().entities.missedIntent.query.byQuery({ clientId: tenant.clientId }).go();
    const rec = data.find((m) => m.userQuery === q);
    expect(rec).toMatchObject({ frequency: 3, priority: 'medium', isResolved: false });
  });

  it('sees an intent change at once (the cached model is rebuilt)', async () => {
    expect((await matchMessage(tenant.clientId, 'what is the parking situation near the clinic')).matched).toBe(false);
    await tenant.owner.post('/api/intents', {
      title: 'Parking',
      description: 'Where visitors can park near the clinic',
      phrases: ['where can I park', 'is there parking near the clinic', 'parking situation'],
      response: 'Free parking is available behind the building.',
    });
    expect(await matchMessage(tenant.clientId, 'what is the parking situation near the clinic')).toMatchObject({
      matched: true,
      intentTitle: 'Parking',
    });
  });

  it('reports analytics from the kept counters', async () => {
    const r = await tenant.owner.get('/api/intents/analytics');
    expect(r.status).toBe(200);
    expect(r.json.totalIntents).toBe(4);
    expect(r.json.activeIntents).toBe(4);
    expect(r.json.overallPerformance.totalMatches).toBeGreaterThanOrEqual(4);
    expect(r.json.overallPerformance.avgConfidence).toBeGreaterThan(0);
    expect(r.json.overallPerformance.avgConfidence).toBeLessThanOrEqual(1);
    expect(r.json.topPerforming.length).toBeGreaterThan(0);
    expect(r.json.topPerforming.length).toBeLessThanOrEqual(5);
    const top = r.json.topPerforming[0];
    expect(Object.keys(top).sort()).toEqual(
      ['avgConfidence', 'category', 'intentId', 'matchCount', 'title'].filter((k) => k in top).sort(),
    );
  });
});

describe('AI training with the local provider', () => {
  it('suggests new phrases for the trainer to review and saves none of them', async () => {
    const created = await t.owner.post('/api/intents', booking);
    const r = await t.owner.post(`/api/intents/${created.json.id}/enhance`);
    expect(r.status).toBe(200);
    expect(r.json.provider).toBe('local');
    expect(r.json.enhancedPhrases.length).toBeGreaterThan(0);
    for (const p of r.json.enhancedPhrases) {
      expect(booking.phrases.map((x) => x.toLowerCase())).not.toContain(p.toLowerCase().replace(/\?$/, ''));
      expect(p.charAt(0)).toBe(p.charAt(0).toUpperCase());
    }
    const after = await db().entities.intent.get({ clientId: t.clientId, id: created.json.id }).go();
    expect(after.data?.phrases).toEqual(booking.phrases);
  });

  it('suggests a new intent from repeated missed questions', async () => {
    const tenant = await signUpTenant(gw.url);
    await tenant.owner.post('/api/intents', hours);
    for (const q of [
      'do you offer home delivery of medicines',
      'can you deliver medicines at home',
      'home delivery of medicines available?',
    ]) {
      await matchMessage(tenant.clientId, q);
    }
    const r = await tenant.owner.post('/api/intents/optimize-training');
    expect(r.status).toBe(200);
    expect(r.json.newIntentSuggestions.length).toBeGreaterThan(0);
    const s = r.json.newIntentSuggestions[0];
    expect(s.phrases.length).toBeGreaterThanOrEqual(2);
    expect(s.title.toLowerCase()).toMatch(/deliver|medicin|home/);
    expect(r.json.existingIntentImprovements.map((i: { title: string }) => i.title)).toContain('Opening hours');
    // every missed question is listed, even one too rare to become a suggestion
    await matchMessage(tenant.clientId, 'who painted the sistine chapel ceiling');
    const again = await tenant.owner.post('/api/intents/optimize-training');
    expect(again.json.missedQuestions).toHaveLength(4);
    expect(again.json.missedQuestions).toContainEqual({
      userQuery: 'who painted the sistine chapel ceiling',
      frequency: 1,
    });
  });
});

describe('Dialogflow CX sync while not configured', () => {
  it('answers with a clear error the screen shows as Sync failed', async () => {
    const all = await t.owner.post('/api/intents/sync-dialogflow');
    expect(all.status).toBe(409);
    expect(all.json.error.message).toBe('Dialogflow CX is not configured');
    const created = await t.owner.post('/api/intents', hours);
    const one = await t.owner.post(`/api/intents/${created.json.id}/sync-dialogflow`);
    expect(one.status).toBe(409);
  });

  it('refuses to sync an inactive intent', async () => {
    const created = await t.owner.post('/api/intents', { ...hours, isActive: false });
    const r = await t.owner.post(`/api/intents/${created.json.id}/sync-dialogflow`);
    expect(r.status).toBe(409);
    expect(r.json.error.message).toBe('Intent must be active to sync');
  });
});
