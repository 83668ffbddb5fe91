import { answerAnalyticsResponse } from '@shared/schemas/answer-analytics';
import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { ccaiTest } from '../../core/chat/ccai';
import { escalateConversation, visitorTurn } from '../../core/chat/chat-pipeline';
import { startConversation } from '../../core/chat/conversations';
import { createIntent } from '../../core/intents/intents';
import { recordAnswerOutcome } from '../../core/metrics/answer-outcomes';
import { seedPlans } from '../../ops/seed';
import { agentPortalOpen } from '../../test-support/agents-online';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * GET /api/intents/answer-analytics (issue 33 item 5): visitor turns counted by who answered (the daily
 * counters the pipeline moves), handoffs, and the most asked questions nobody could answer, grouped.
 */
let gw: TestGateway;
let t: TestTenant;
let other: TestTenant;

const SOURCE = { kind: 'website' as const, title: 'Visiting us', url: 'https://clinic.test/visit' };
const knowledge = async (_clientId: string, message: string) =>
  message.includes('park')
    ? { answer: 'Parking is behind the clinic.', source: SOURCE, chunkId: 'c1', coverage: 1, margin: 1 }
    : null;

const chat = async (tenant: TestTenant) =>
  (await startConversation({ clientId: tenant.clientId, fields: { name: 'Analytics Visitor' }, source: 'widget' }))
    .conversationId;

beforeAll(async () => {
  await useIsolatedTable('answer-analytics');
  gw = await startTestGateway();
  await seedPlans();
  [t, other] = await Promise.all([signUpTenant(gw.url), signUpTenant(gw.url)]);
  await agentPortalOpen(t.clientId);
  await createIntent(t.clientId, 'test', {
    title: 'Opening hours',
    description: 'When the clinic is open',
    phrases: ['what are your opening hours', 'when do you open', 'what time do you close'],
    response: 'We are open 9 to 6 on weekdays.',
    requiresEscalation: false,
    isActive: true,
  });
});
afterAll(async () => gw.stop());

describe('answer analytics', () => {
  it('is empty for a new tenant', async () => {
    const r = await other.owner.get('/api/intents/answer-analytics?period=7d');
    expect(r.status).toBe(200);
    const body = answerAnalyticsResponse.parse(r.json);
    expect(body.totals).toEqual({ intent: 0, knowledge: 0, generative: 0, fallback: 0, handedOver: 0 });
    expect(body.days).toHaveLength(7);
    expect(body.unanswered).toEqual([]);
  });

  it('counts replies by source and handoffs, and groups the unanswered questions', async () => {
    const turn = async (text: string) => visitorTurn(t.clientId, await chat(t), text, { knowledge });
    await turn('what are your opening hours');
    await turn('when do you open');
    await turn('where can I park?');
    await turn('Do you treat cats?');
    await turn('do you treat cats');
    await turn('do you treat cats???');
    // a different wording of the same question (the first three are one missed record)
    await turn('Can you treat my cats');
    await turn('is there a pharmacy nearby');
    await escalateConversation(t.clientId, await chat(t), 'visitor_request');
    // a trainer's test chat counts nowhere
    await ccaiTest(t.clientId, 'what are your opening hours', undefined, undefined);

    const r = await t.owner.get('/api/intents/answer-analytics');
    expect(r.status).toBe(200);
    const body = answerAnalyticsResponse.parse(r.json);
    expect(body.period).toBe('30d');
    expect(body.days).toHaveLength(30);
    expect(body.totals).toEqual({ intent: 2, knowledge: 1, generative: 0, fallback: 5, handedOver: 1 });
    expect(body.days.at(-1)).toMatchObject({ intent: 2, knowledge: 1, fallback: 5, handedOver: 1 });
    expect(body.unanswered[0]).toMatchObject({ count: 4, variants: 2 });
    expect(body.unanswered[0].question.toLowerCase()).toContain('treat');
    expect(body.unanswered.map((u) => u.question)).toContain('is there a pharmacy nearby');
    expect(body.unanswered.some((u) => u.question.includes('park'))).toBe(false);
  });

  it('counts only the period asked for, and another tenant sees none of it', async () => {
    const long = new Date(Date.now() - 40 * 86_400_000);
    await recordAnswerOutcome(t.clientId, 'generative', long);
    const month = answerAnalyticsResponse.parse((await t.owner.get('/api/intents/answer-analytics?period=30d')).json);
    const quarter = answerAnalyticsResponse.parse((await t.owner.get('/api/intents/answer-analytics?period=90d')).json);
    expect(month.totals.generative).toBe(0);
    expect(quarter.totals.generative).toBe(1);
    const theirs = answerAnalyticsResponse.parse(
      (await other.owner.get('/api/intents/answer-analytics?period=90d')).json,
    );
    expect(theirs.totals).toEqual({ intent: 0, knowledge: 0, generative: 0, fallback: 0, handedOver: 0 });
  });

  it('is for trainers and owners only, and names a bad period', async () => {
    const agent = await t.member('human_agent');
    expect((await agent.get('/api/intents/answer-analytics')).status).toBe(403);
    const trainer = await t.member('ai_trainer');
    expect((await trainer.get('/api/intents/answer-analytics?period=7d')).status).toBe(200);
    const bad = await t.owner.get('/api/intents/answer-analytics?period=1y');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('period');
  });
});
