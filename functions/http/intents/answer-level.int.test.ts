import { AGENT_WORDING } from '@shared/agent-behaviour';
import { ANSWER_LEVELS, answerLevel, DEFAULT_ANSWER_LEVEL } from '@shared/answer-levels';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { matchWithModel, tenantModel } from '../../core/chat/intent-matcher';
import { createIntent } from '../../core/intents/intents';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';

/**
 * The AI Training Center's "cautious ↔ helpful" slider (issue 17): GET/PUT /api/intents/answer-level,
 * stored on the client item, and followed by the agent at the next message.
 */
let t: TestTenant;
let base: string;
tenantSuite(async (gw, tenant) => {
  t = tenant;
  base = gw.url;
  const intents = [
    {
      title: 'Opening hours',
      description: 'When the clinic is open, including weekends',
      phrases: ['what are your opening hours', 'when are you open', 'are you open on sunday'],
      response: 'We are open 9 am to 8 pm, Monday to Saturday.',
    },
    {
      title: 'Book an appointment',
      description: 'Visitor wants to book a visit or a consultation',
      phrases: ['I want to book an appointment', 'can I schedule a visit', 'book a consultation for tomorrow'],
      response: 'I can book that for you. Which day and time suit you?',
    },
    {
      title: 'Consultation fee',
      description: 'How much a consultation costs',
      phrases: ['how much is a consultation', 'what does a visit cost', 'consultation fee'],
      response: 'A consultation is 500 rupees.',
    },
  ];
  for (const i of intents) await createIntent(t.clientId, 'test', { ...i, requiresEscalation: false, isActive: true });
});

const AI_DEFAULTS = {
  responseTime: 'balanced',
  personality: 'professional',
  conversationHistory: 30,
  humanEscalation: true,
  trainingDataUpdates: true,
  fallbackEnabled: true,
};
const setLevel = async (level: number) => {
  const r = await t.owner.put('/api/intents/answer-level', { level });
  expect(r.status).toBe(200);
  expect(r.json).toEqual({ level });
};

describe('GET/PUT /api/intents/answer-level', () => {
  it('starts at the default, keeps what a trainer saves, and is per tenant', async () => {
    const other = await signUpTenant(base);
    expect((await other.owner.get('/api/intents/answer-level')).json).toEqual({ level: DEFAULT_ANSWER_LEVEL });
    const trainer = await t.member('ai_trainer');
    expect((await trainer.put('/api/intents/answer-level', { level: 5 })).json).toEqual({ level: 5 });
    expect((await t.owner.get('/api/intents/answer-level')).json).toEqual({ level: 5 });
    expect((await other.owner.get('/api/intents/answer-level')).json).toEqual({ level: DEFAULT_ANSWER_LEVEL });
  });

  it('refuses a level off the slider with a 400 naming the field, and keeps the saved one', async () => {
    await setLevel(2);
    for (const body of [{ level: 0 }, { level: 6 }, { level: 2.5 }, { level: '4' }, {}, { level: 4, extra: 1 }]) {
      const r = await t.owner.put('/api/intents/answer-level', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.code).toBe('VALIDATION_FAILED');
      const field = 'extra' in body ? 'extra' : 'level';
      expect(r.json.error.fields?.[field], JSON.stringify(body)).toBeTruthy();
    }
    expect((await t.owner.get('/api/intents/answer-level')).json).toEqual({ level: 2 });
  });

  it('survives a save of Settings → AI Config, which writes its own map whole', async () => {
    await setLevel(4);
    expect((await t.owner.put('/api/settings/ai', { ...AI_DEFAULTS, personality: 'casual' })).status).toBe(200);
    expect((await t.owner.get('/api/intents/answer-level')).json).toEqual({ level: 4 });
  });

  it('is for those who edit intents: a human agent is refused', async () => {
    const agent = await t.member('human_agent');
    expect((await agent.get('/api/intents/answer-level')).status).toBe(403);
    expect((await agent.put('/api/intents/answer-level', { level: 1 })).status).toBe(403);
  });
});

describe('the agent follows the slider', () => {
  const cautious = ANSWER_LEVELS[0];
  const helpful = ANSWER_LEVELS[ANSWER_LEVELS.length - 1];
  // questions the 'Opening hours' intent covers, worded unlike its phrases
  const CANDIDATES = [
    'is the clinic open on weekends',
    'is the clinic open on holidays',
    'when is the clinic open',
    'is the clinic open today',
    'do you work weekends',
  ];

  it('answers a borderline question at the helpful end and hands it over at the cautious end', async () => {
    await expect(t.owner.put('/api/settings/ai', AI_DEFAULTS)).resolves.toMatchObject({ status: 200 });
    // the engine's confidence decides which question is borderline, so the test holds after a recalibration
    const { model } = await tenantModel(t.clientId);
    const mid = (cautious.threshold + helpful.threshold) / 2;
    const borderline = CANDIDATES.map((q) => ({ q, best: model.match(q).best }))
      .filter(({ best }) => best && best.confidence >= helpful.threshold && best.confidence < cautious.threshold)
      .sort((a, b) => Math.abs(a.best!.confidence - mid) - Math.abs(b.best!.confidence - mid))[0];
    expect(borderline, 'no candidate falls between the two thresholds').toBeDefined();
    expect(borderline.best?.intentId).toBeDefined();

    await setLevel(helpful.level);
    const answered = await matchWithModel(await tenantModel(t.clientId), t.clientId, borderline.q);
    expect(answered).toMatchObject({ matched: true, intentTitle: 'Opening hours' });
    expect(answered.response).toBe('We are open 9 am to 8 pm, Monday to Saturday.');

    await setLevel(cautious.level);
    const handedOver = await matchWithModel(await tenantModel(t.clientId), t.clientId, borderline.q);
    expect(handedOver).toMatchObject({ matched: false, response: AGENT_WORDING.professional.fallback });
    expect(handedOver.confidence).toBeCloseTo(answered.confidence, 10);
  });

  it("reads the level in the same GetItem as the AI Config: 'accurate' adds its margin to the level", async () => {
    await setLevel(helpful.level);
    expect((await tenantModel(t.clientId)).threshold).toBe(helpful.threshold);
    expect((await t.owner.put('/api/settings/ai', { ...AI_DEFAULTS, responseTime: 'accurate' })).status).toBe(200);
    expect((await tenantModel(t.clientId)).threshold).toBeGreaterThan(helpful.threshold);
    expect((await tenantModel(t.clientId)).threshold).toBeLessThan(1);
    await t.owner.put('/api/settings/ai', AI_DEFAULTS);
    await setLevel(DEFAULT_ANSWER_LEVEL);
    expect((await tenantModel(t.clientId)).threshold).toBe(answerLevel(DEFAULT_ANSWER_LEVEL).threshold);
  });
});
