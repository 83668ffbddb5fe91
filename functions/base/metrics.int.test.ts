import type { TestGateway } from '../../infra/local/test-gateway';
import { tenantSuite } from '../../infra/test-fixtures/tenant-suite';
import { ccaiEscalate, ccaiTest } from '../core/chat/ccai';
import { escalateConversation, visitorTurn } from '../core/chat/chat-pipeline';
import { startConversation } from '../core/chat/conversations';
import { ESCALATION_REASONS } from '../core/chat/escalation';
import { createIntent } from '../core/intents/intents';
import { enrichLead } from '../core/leads/enrichment';
import { OPENING_HOURS_INTENT } from '../test-support/intents';
import type { TestTenant } from '../test-support/tenants';
import { BUSINESS_METRICS, captureMetrics } from './metrics';

// The lead enricher's provider failing (OpenAI down, say): set for this file only, since the platform's
// OpenAI config is global and would reach every other test file sharing the table.
vi.mock('../ai/enrichment', () => ({
  enricherFor: () => ({
    name: 'openai',
    enrich: async () => {
      throw new Error('provider down');
    },
  }),
}));

let gw: TestGateway;
let t: TestTenant;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  await createIntent(t.clientId, 'test', OPENING_HOURS_INTENT);
});

let metrics: ReturnType<typeof captureMetrics>;
beforeEach(() => {
  metrics = captureMetrics();
});
afterEach(() => metrics.stop());

const form = { name: 'Ravi Kumar', email: 'ravi@example.com', purpose: 'Sales & Pricing' };

describe('business metrics (EMF)', () => {
  it('counts a started conversation, an answered message and a handoff where they happen', async () => {
    const { conversationId } = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    expect(metrics.count(BUSINESS_METRICS.conversationsStarted)).toBe(1);
    // the line CloudWatch turns into a data point: namespace, dimensions, unit
    expect(metrics.lines[0]).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'Parley',
            Dimensions: [expect.arrayContaining(['service', 'stage'])],
            Metrics: [{ Name: 'ConversationsStarted', Unit: 'Count' }],
          },
        ],
      },
      service: 'parley',
      stage: 'local',
      ConversationsStarted: 1,
    });

    await visitorTurn(t.clientId, conversationId, 'when are you open on sunday?');
    expect(metrics.count(BUSINESS_METRICS.messagesAnswered)).toBe(1);
    // an unanswerable question is no answer
    await visitorTurn(t.clientId, conversationId, 'do you sell quantum flux capacitors');
    expect(metrics.count(BUSINESS_METRICS.messagesAnswered)).toBe(1);
    expect(metrics.count(BUSINESS_METRICS.handoffs)).toBe(0);

    await escalateConversation(t.clientId, conversationId, ESCALATION_REASONS.visitor);
    expect(metrics.count(BUSINESS_METRICS.handoffs)).toBe(1);
  });

  it("does not count the trainer's chat tests (no quota, no lead, no figures)", async () => {
    const test = await ccaiTest(t.clientId, 'when are you open on sunday?', undefined, undefined);
    expect(test).toBeTruthy();
    await ccaiEscalate(t.clientId, test.sessionId, 'testing the handoff');
    expect(metrics.lines).toEqual([]);
  });

  it('counts an enrichment whose provider fails', async () => {
    const { leadId } = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    await expect(enrichLead(t.clientId, leadId as string, { key: 'metrics-test' })).rejects.toThrow(/provider down/);
    expect(metrics.count(BUSINESS_METRICS.enrichmentFailures)).toBe(1);
  });

  it('counts webhook deliveries that fail (gateway and WhatsApp)', async () => {
    const post = (path: string) =>
      fetch(`${gw.url}${path}`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect((await post('/api/webhooks/stripe')).status).toBeGreaterThanOrEqual(400);
    expect((await post(`/api/webhooks/whatsapp/${t.clientId}`)).status).toBeGreaterThanOrEqual(400);
    expect(metrics.count(BUSINESS_METRICS.webhookFailures)).toBe(2);
  });
});
