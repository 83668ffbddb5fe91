import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { startConversation } from '../../core/chat/conversations';
import { createIntent } from '../../core/intents/intents';
import { readCounter } from '../../core/metrics/counters';
import { db } from '../../db/service';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

let gw: TestGateway;
let t: TestTenant;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  await createIntent(t.clientId, 'test', {
    title: 'Business hours',
    description: 'When the business is open for customers',
    phrases: ['what are your business hours', 'when are you open', 'opening times'],
    response: 'We are open 10 am to 7 pm, Monday to Saturday.',
    requiresEscalation: false,
    isActive: true,
  });
});

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
    // a new session opens with the welcome message, as in the widget; only the answer carries the match
    expect(first.json.messages).toMatchObject([
      { senderType: 'ai', intentMatched: null, confidence: null },
      { senderType: 'customer', content: 'what time do you open on monday?', intentMatched: null },
      { senderType: 'ai', intentMatched: 'Business hours', confidence: first.json.confidence },
    ]);
    const second = await t.owner.post('/api/ccai/test', { message: 'I want to speak to a human agent', sessionId });
    expect(second.json).toMatchObject({ sessionId, requiresEscalation: true });
    // asking for a person gets the handoff only: no answer, so nothing labelled as the engine's match
    const handoff = second.json.messages.filter((m: { senderType: string }) => m.senderType === 'ai');
    expect(handoff).toHaveLength(1);
    expect(handoff[0]).toMatchObject({ intentMatched: null, confidence: null });
    expect(second.json.reply).toBe(handoff[0].content);

    const history = await t.owner.get(`/api/ccai/conversations/${sessionId}`);
    expect(history.status).toBe(200);
    expect(history.json.conversation).toEqual({ status: 'active', escalated: true });
    // after a reload the screen shows what it showed live: the same messages, labelled the same
    const live = [...first.json.messages, ...second.json.messages];
    const pick = (m: { id: string; senderType: string; intentMatched: unknown; confidence: unknown }) => ({
      id: m.id,
      senderType: m.senderType,
      intentMatched: m.intentMatched,
      confidence: m.confidence,
    });
    expect(history.json.messages.map(pick)).toEqual(live.map(pick));
    expect(await readCounter(t.clientId, 'conversations')).toBe(used);
    const { data: leads } = await db().entities.lead.query.byId({ clientId: t.clientId }).go();
    expect(leads).toHaveLength(0);
  });

  it('keeps other tenants out of a session: 404, and the session is untouched', async () => {
    const { sessionId } = (await t.owner.post('/api/ccai/test', { message: 'hello' })).json;
    const before = (await t.owner.get(`/api/ccai/conversations/${sessionId}`)).json;
    expect(before.conversation.escalated).toBe(false);

    const other = await signUpTenant(gw.url);
    expect((await other.owner.get(`/api/ccai/conversations/${sessionId}`)).status).toBe(404);
    expect((await other.owner.post('/api/ccai/test', { message: 'hi', sessionId })).status).toBe(404);
    const theirs = await other.owner.post('/api/ccai/escalate', {
      sessionId,
      reason: 'User requested human assistance',
    });
    expect(theirs.status).toBe(404);
    expect(await t.owner.get(`/api/ccai/conversations/${sessionId}`)).toMatchObject({ status: 200, json: before });

    // the tenant's own visitor conversations are not test sessions
    const visitor = await startConversation({
      clientId: t.clientId,
      fields: { name: 'Asha', email: 'asha@example.com' },
      source: 'widget',
    });
    expect((await t.owner.get(`/api/ccai/conversations/${visitor.sessionId}`)).status).toBe(404);
    expect((await t.owner.post('/api/ccai/test', { message: 'hi', sessionId: visitor.sessionId })).status).toBe(404);
    const agent = await t.member('human_agent');
    expect((await agent.post('/api/ccai/test', { message: 'hi' })).status).toBe(403);
    expect((await agent.get(`/api/ccai/conversations/${sessionId}`)).status).toBe(403);
  });

  it('escalates on request once, then the bot stops answering; the month count skips tests', async () => {
    const escalations = await readCounter(t.clientId, 'escalations');
    const { sessionId } = (await t.owner.post('/api/ccai/test', { message: 'hello' })).json;
    const trainer = await t.member('ai_trainer');
    const esc = await trainer.post('/api/ccai/escalate', { sessionId, reason: 'User requested human assistance' });
    expect(esc.status).toBe(200);
    expect(esc.json.escalated).toBe(true);
    expect(esc.json.messages).toHaveLength(1); // the handoff, once
    const again = await t.owner.post('/api/ccai/escalate', { sessionId, reason: 'User requested human assistance' });
    expect(again.json.messages).toHaveLength(0);
    const after = await t.owner.post('/api/ccai/test', { message: 'what are your business hours', sessionId });
    expect(after.json).toMatchObject({ requiresEscalation: true, reply: '' });
    expect(after.json.messages.map((m: { senderType: string }) => m.senderType)).toEqual(['customer']);
    // a trainer's test is not a visitor waiting: the dashboard's Escalations card does not move
    expect(await readCounter(t.clientId, 'escalations')).toBe(escalations);
  });

  it('names the field on bad input and reports the optional services truthfully', async () => {
    const empty = await t.owner.post('/api/ccai/test', { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toHaveProperty('message');
    const long = await t.owner.post('/api/ccai/test', { message: 'x'.repeat(2001) });
    expect(long.json.error.fields).toHaveProperty('message');
    const noReason = await t.owner.post('/api/ccai/escalate', { sessionId: 'abc' });
    expect(noReason.json.error.fields).toHaveProperty('reason');
    const wrongType = await t.owner.post('/api/ccai/test', { message: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.error.fields).toHaveProperty('message');
    const longSession = await t.owner.post('/api/ccai/test', { message: 'hi', sessionId: 's'.repeat(65) });
    expect(longSession.status).toBe(400);
    expect(longSession.json.error.fields).toHaveProperty('sessionId');
    const extra = await t.owner.post('/api/ccai/test', { message: 'hi', clientId: 'someone-else' });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.json.error)).toContain('clientId');
    const noSession = await t.owner.post('/api/ccai/escalate', { reason: 'User requested human assistance' });
    expect(noSession.json.error.fields).toHaveProperty('sessionId');
    const health = await t.owner.get('/api/ccai/health');
    expect(health.json).toEqual({
      status: 'ok',
      services: { dialogflow_cx: { configured: false }, ccai_platform: { configured: false } },
    });
  });
});
