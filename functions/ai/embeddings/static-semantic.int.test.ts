import { startTestGateway, type TestGateway } from '../../../infra/local/test-gateway';
import { visitorTurn } from '../../core/chat/chat-pipeline';
import { startConversation } from '../../core/chat/conversations';
import { clearModelCache, tenantModel } from '../../core/chat/intent-matcher';
import { createIntent } from '../../core/intents/intents';
import { platformSemantics } from '../../core/platform/semantics';
import { seedPlans } from '../../ops/seed';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { storedPhraseVectors } from './phrase-vectors';
import { STATIC_EMBEDDER_ID } from './static-embedder';

/**
 * Offline (OpenAI not configured) the chat turn matches semantically with the static table: the model is
 * built with its phrase vectors, computed at build and never stored.
 */
let gw: TestGateway;
let t: TestTenant;

beforeAll(async () => {
  await useIsolatedTable('static-semantic');
  gw = await startTestGateway();
  await seedPlans();
  t = await signUpTenant(gw.url);
  await createIntent(t.clientId, 'test', {
    title: 'Refund',
    description: 'Visitor wants their money back',
    phrases: ['I want a refund', 'refund my order'],
    response: 'We refund within 5 working days.',
    requiresEscalation: false,
    isActive: true,
  });
});
afterAll(async () => gw?.stop());

describe('offline semantic matching', () => {
  it('builds the model with the static table’s vectors, stores none, and answers a turn', async () => {
    clearModelCache();
    const model = await tenantModel(t.clientId, platformSemantics);
    expect(model.embedderId).toBe(STATIC_EMBEDDER_ID);
    expect(model.model.semantic).toBe(true);
    expect(await storedPhraseVectors(t.clientId)).toEqual([]);
    const { conversationId } = await startConversation({
      clientId: t.clientId,
      fields: { name: 'Offline Visitor' },
      source: 'widget',
    });
    const turn = await visitorTurn(t.clientId, conversationId, 'I want a refund please', {
      semantic: platformSemantics,
    });
    expect(turn.match.intentMatched).toBe('Refund');
  });
});
