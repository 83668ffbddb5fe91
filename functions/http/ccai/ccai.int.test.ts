import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { readCounter } from '../../core/counters';
import { createIntent } from '../../core/intents';
import { seedPlans } from '../../db/seed';
import { db } from '../../db/service';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

let gw: TestGateway;
let t: TestTenant;
beforeAll(async () => {
  gw = await startTestGateway();
  await seedPlans();
  t = await signUpTenant(gw.url);
  await createIntent(t.clientId, 'test', {
    title: 'Business hours',
    description: 'When the business is open for customers',
    phrases: ['what are your business hours', 'when are you open', 'opening times'],
    response: 'We are open 10 am to 7 pm, Monday to Saturday.',
    requiresEscalation: false,
    isActive: true,
  });
});
afterAll(() => gw.stop());

describe('AI chat test API', () => {
  it('runs a test session through the pipeline without using the plan quota or creating a lead', async () => {
    const used = await readCounter(t.clientId, 'conversations');
    const first = await t.owner.post('/api/ccai/test', { message: 'what time do you open on monday?' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      reply: 'We are open 10 am to 7 pm, Monday to Saturday.',
      intentMatched: 'Business hours',
      requiresEscalation: false,
    });
    expect(first.json.confidence).toBeGreaterThan(0.5);
    const { sessionId } = first.json;
    const second = await t.owner.post('/api/ccai/test', { message: 'I want to speak to a human agent', sessionId });
    expect(second.json).toMatchObject({ sessionId, requiresEscalation: true });

    const history = await t.owner.get(`/api/ccai/conversations/${sessionId}`);
    expect(history.status).toBe(200);
    expect(history.json.conversation).toEqual({ status: 'active', escalated: true });
    const answer = history.json.messages.find((m: { content: string }) => m.content.startsWith('We are open'));
    expect(answer).toMatchObject({ intentMatched: 'Business hours' });
    expect(await readCounter(t.clientId, 'conversations')).toBe(used);
    const { data: leads } = await db().entities.lead.query.byId({ clientId: t.clientId }).go();
    expect(leads).toHaveLength(0);
  });

  it('escalates on request, and keeps other tenants and visitors out of a session', async () => {
    const { sessionId } = (await t.owner.post('/api/ccai/test', { message: 'hello' })).json;
    const esc = await t.owner.post('/api/ccai/escalate', { sessionId, reason: 'User requested human assistance' });
    expect(esc.status).toBe(200);
    expect(esc.json.escalated).toBe(true);

    const other = await signUpTenant(gw.url);
    expect((await other.owner.get(`/api/ccai/conversations/${sessionId}`)).status).toBe(404);
    expect((await other.owner.post('/api/ccai/test', { message: 'hi', sessionId })).status).toBe(404);
    expect(
      (await other.owner.post('/api/ccai/escalate', { sessionId, reason: 'User requested human assistance' })).status,
    ).toBe(404);
    const agent = await t.member('human_agent');
    expect((await agent.post('/api/ccai/test', { message: 'hi' })).status).toBe(403);
  });

  it('names the field on bad input and reports the optional services truthfully', async () => {
    const empty = await t.owner.post('/api/ccai/test', { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toHaveProperty('message');
    const long = await t.owner.post('/api/ccai/test', { message: 'x'.repeat(2001) });
    expect(long.json.error.fields).toHaveProperty('message');
    const noReason = await t.owner.post('/api/ccai/escalate', { sessionId: 'abc' });
    expect(noReason.json.error.fields).toHaveProperty('reason');
    const health = await t.owner.get('/api/ccai/health');
    expect(health.json).toEqual({
      status: 'ok',
      services: { dialogflow_cx: { configured: false }, ccai_platform: { configured: false } },
    });
  });
});
