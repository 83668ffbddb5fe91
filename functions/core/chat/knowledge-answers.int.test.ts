import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { db } from '../../db/service';
import { agentPortalOpen } from '../../test-support/agents-online';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { createIntent } from '../intents/intents';
import { answerFromKnowledge } from '../knowledge/answer-decision';
import { knowledgeIndexes, memoryIndexStore } from '../knowledge/index-cache';
import type { KnowledgeChunk } from '../knowledge/search-chunk';
import { visitorTurn } from './chat-pipeline';
import { messagesAfter, startConversation } from './conversations';
import { FALLBACK_ANSWER } from './intent-matcher';

/**
 * The pipeline's knowledge hook (issue 33): the intents first; when none is sure, the tenant's own
 * knowledge, answering word for word with its source, or nothing (the fallback and a missed question).
 * The knowledge here is a Q&A CSV's chunks in the in-memory index store, one index per tenant.
 */
let gw: TestGateway;
let t: TestTenant;
const chunks = new Map<string, KnowledgeChunk[]>();
const indexes = knowledgeIndexes({ store: memoryIndexStore(), chunksOf: async (id) => chunks.get(id) ?? [] });
const knowledge = async (clientId: string, message: string) => {
  const index = await indexes.get(clientId, 1);
  return index ? answerFromKnowledge(index, message) : null;
};
const turn = (clientId: string, conversationId: string, text: string) =>
  visitorTurn(clientId, conversationId, text, { knowledge });

const PARKING = 'Free parking for cars and bikes is in the basement of Lake View Complex.';
const qa = (clientId: string, id: string, question: string, answer: string): KnowledgeChunk => ({
  clientId,
  sourceId: 'faq',
  id,
  sourceKind: 'qa',
  title: 'FAQ.csv',
  question,
  answer,
  text: `${question}\n${answer}`,
  hash: id,
});

tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  await agentPortalOpen(t.clientId);
  await createIntent(t.clientId, 'test', {
    title: 'Opening hours',
    description: 'When the clinic is open during the week',
    phrases: ['what are your opening hours', 'when are you open', 'are you open on sunday'],
    response: 'We are open 9 to 6, Monday to Saturday.',
    requiresEscalation: false,
    isActive: true,
  });
  chunks.set(t.clientId, [
    qa(t.clientId, 'parking', 'Is parking available at the clinic?', PARKING),
    qa(t.clientId, 'xray', 'Do you take digital X-rays?', 'Yes, digital X-rays and 3D scans in the clinic.'),
    qa(t.clientId, 'kids', 'Do you treat children?', 'Our paediatric dentist sees children from one year old.'),
  ]);
});

const form = { name: 'Ravi Kumar', email: 'ravi@example.com', purpose: 'Sales & Pricing' };
const missed = async (clientId: string) =>
  (await db().entities.missedIntent.query.byQuery({ clientId }).go({ pages: 'all' })).data.map((m) => m.userQuery);

describe('answers from knowledge', () => {
  it('answers a question no intent covers with the Q&A answer and its source, and records no missed question', async () => {
    const { conversationId } = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    const answered = await turn(t.clientId, conversationId, 'where can I park my car?');
    expect(answered.messages.map((m) => m.senderType)).toEqual(['customer', 'ai']);
    expect(answered.messages[1]).toMatchObject({ content: PARKING, source: { kind: 'qa', title: 'FAQ.csv' } });
    expect(answered.match.intentMatched).toBeNull();
    expect(answered.conversation.escalated).toBe(false);
    expect(await missed(t.clientId)).not.toContain('where can I park my car?');
    // stored with its source: a later read shows it too
    const stored = await messagesAfter(t.clientId, conversationId);
    expect(stored.at(-1)).toMatchObject({ content: PARKING, source: { kind: 'qa', title: 'FAQ.csv' } });
  });

  it('asks the intents first', async () => {
    const { conversationId } = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    const answered = await turn(t.clientId, conversationId, 'when are you open?');
    expect(answered.messages[1].content).toBe('We are open 9 to 6, Monday to Saturday.');
    expect(answered.messages[1].source).toBeUndefined();
  });

  it('gives nothing from knowledge the knowledge does not cover: the fallback, recorded as missed', async () => {
    const { conversationId } = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    const miss = await turn(t.clientId, conversationId, 'do you sell electric toothbrushes');
    expect(miss.messages[1]).toMatchObject({ content: FALLBACK_ANSWER });
    expect(miss.messages[1].source).toBeUndefined();
    expect(await missed(t.clientId)).toContain('do you sell electric toothbrushes');
  });

  it('a knowledge that fails (its index unreadable) leaves the turn as if there were none: the fallback, no 500', async () => {
    const { conversationId } = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    const broken = async () => {
      throw Object.assign(new Error('Access Denied'), { name: 'AccessDenied' });
    };
    const reply = await visitorTurn(t.clientId, conversationId, 'where can I park my car?', {
      knowledge: broken,
      knowledgePassages: broken,
    });
    expect(reply.messages.map((m) => m.senderType)).toEqual(['customer', 'ai']);
    expect(reply.messages[1]).toMatchObject({ content: FALLBACK_ANSWER });
    expect(reply.messages[1].source).toBeUndefined();
  });

  it('one tenant’s knowledge never answers another’s visitors', async () => {
    const other = await signUpTenant(gw.url);
    await agentPortalOpen(other.clientId);
    const { conversationId } = await startConversation({ clientId: other.clientId, fields: form, source: 'widget' });
    const reply = await turn(other.clientId, conversationId, 'where can I park my car?');
    expect(reply.messages[1].content).not.toBe(PARKING);
    expect(reply.messages[1].source).toBeUndefined();
  });
});
