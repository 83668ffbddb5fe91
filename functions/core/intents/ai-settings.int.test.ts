import { AGENT_WORDING } from '@shared/agent-behaviour';
import type { AiSettingsForm } from '@shared/schemas/settings';
import { localDynamoClient } from '../../../infra/local/dynamodb-local';
import { startTtlSweeper } from '../../../infra/local/ttl-sweeper';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { db } from '../../db/service';
import { agentPortalOpen } from '../../test-support/agents-online';
import { OPENING_HOURS_INTENT } from '../../test-support/intents';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { escalateConversation, visitorTurn } from '../chat/chat-pipeline';
import { messagesAfter, startConversation } from '../chat/conversations';
import { ESCALATION_REASONS } from '../chat/escalation';
import { createIntent } from './intents';

/**
 * Settings → AI Config takes effect (issue 14): the tenant's one copy, saved through the real route,
 * changes what the next visitor turn does — no cache, no redeploy.
 */
let t: TestTenant;
let base: string;
tenantSuite(async (gw, tenant) => {
  t = tenant;
  base = gw.url;
  // an agent has the portal open: the handoffs here are the usual ones (issue 31 has its own suite)
  await agentPortalOpen(t.clientId);
  await createIntent(t.clientId, 'test', OPENING_HOURS_INTENT);
  await createIntent(t.clientId, 'test', {
    title: 'Refund request',
    description: 'Visitor wants money back for an order',
    phrases: ['I want a refund', 'give me my money back', 'refund my order'],
    response: 'A team member will look at your refund.',
    requiresEscalation: true,
    isActive: true,
  });
});

const DEFAULTS: AiSettingsForm = {
  responseTime: 'balanced',
  personality: 'professional',
  conversationHistory: 30,
  humanEscalation: true,
  trainingDataUpdates: true,
  fallbackEnabled: true,
};
const UNKNOWN = ['do you sell purple elephants', 'how tall is mount everest', 'what is the airspeed of a swallow'];

async function configure(change: Partial<AiSettingsForm>) {
  const r = await t.owner.put('/api/settings/ai', { ...DEFAULTS, ...change });
  expect(r.status).toBe(200);
}
async function conversation() {
  const started = await startConversation({ clientId: t.clientId, fields: { name: 'Asha' }, source: 'widget' });
  return started.conversationId;
}
const contents = (turn: Awaited<ReturnType<typeof visitorTurn>>) => turn.messages.slice(1).map((m) => m.content);

describe('the tenant AI Config', () => {
  it('is one copy per tenant: a trainer sees what the owner saved, another tenant keeps its defaults', async () => {
    await configure({ personality: 'casual', conversationHistory: 90 });
    const trainer = await t.member('ai_trainer');
    expect((await trainer.get('/api/settings/ai')).json).toMatchObject({
      personality: 'casual',
      conversationHistory: 90,
    });
    const other = await signUpTenant(base);
    expect((await other.owner.get('/api/settings/ai')).json).toEqual(DEFAULTS);
    expect((await trainer.put('/api/settings/ai', { ...DEFAULTS, personality: 'witty' })).status).toBe(400);
  });

  it('words the fallback and the handoff in the chosen personality, applying a change at the next message', async () => {
    await configure({ personality: 'casual' });
    const id = await conversation();
    const first = await visitorTurn(t.clientId, id, UNKNOWN[0]);
    expect(contents(first)).toEqual([AGENT_WORDING.casual.fallback]);
    await configure({ personality: 'friendly' });
    const second = await visitorTurn(t.clientId, id, UNKNOWN[1]);
    expect(contents(second)).toEqual([AGENT_WORDING.friendly.fallback, AGENT_WORDING.friendly.handoff]);
    expect(second.match.escalationReason).toBe(ESCALATION_REASONS.lowConfidence);
  });

  it('with human escalation off, hands over only when the visitor asks or an intent requires a person', async () => {
    await configure({ humanEscalation: false });
    // the business flagged refunds as needing a person, and the answer promises one: it still hands over
    const refundChat = await conversation();
    const refund = await visitorTurn(t.clientId, refundChat, 'I want a refund');
    expect(refund.match.escalationReason).toBe(ESCALATION_REASONS.intent);
    expect(refund.conversation.escalated).toBe(true);
    expect(contents(refund)).toEqual(['A team member will look at your refund.', AGENT_WORDING.professional.handoff]);
    const stored = await db().entities.conversation.get({ clientId: t.clientId, id: refundChat }).go();
    expect(stored.data).toMatchObject({ isEscalated: true, escalationReason: ESCALATION_REASONS.intent });
    // the automatic rules are off: two unanswered questions in a row stay with the bot
    const id = await conversation();
    for (const q of UNKNOWN) {
      const turn = await visitorTurn(t.clientId, id, q);
      expect(turn.conversation.escalated).toBe(false);
      expect(contents(turn)).toEqual([AGENT_WORDING.professional.fallback]);
    }
    const asked = await visitorTurn(t.clientId, id, 'can I talk to a real person please');
    expect(asked.match.escalationReason).toBe(ESCALATION_REASONS.visitor);
    const pressed = await conversation();
    expect((await escalateConversation(t.clientId, pressed, ESCALATION_REASONS.visitor)).conversation.escalated).toBe(
      true,
    );
  });

  it('with fallback responses off, the first unanswerable question goes to a person without the fallback', async () => {
    await configure({ fallbackEnabled: false });
    const id = await conversation();
    const turn = await visitorTurn(t.clientId, id, UNKNOWN[2]);
    expect(turn.match.escalationReason).toBe(ESCALATION_REASONS.noAnswer);
    expect(contents(turn)).toEqual([AGENT_WORDING.professional.handoff]);
    // an answerable question is still answered
    const hours = await visitorTurn(t.clientId, await conversation(), 'when are you open');
    expect(contents(hours)).toEqual(['We are open 9 to 6, Monday to Saturday.']);
    // nobody to hand over to: the visitor still gets the fallback
    await configure({ fallbackEnabled: false, humanEscalation: false });
    const alone = await visitorTurn(t.clientId, await conversation(), UNKNOWN[2]);
    expect(alone.conversation.escalated).toBe(false);
    expect(contents(alone)).toEqual([AGENT_WORDING.professional.fallback]);
  });

  it('records missed intents only while training data updates are on', async () => {
    const missed = async (q: string) => {
      const { data } = await db().entities.missedIntent.query.byQuery({ clientId: t.clientId }).go({ pages: 'all' });
      return data.filter((m) => m.userQuery === q).length;
    };
    await configure({ trainingDataUpdates: false });
    await visitorTurn(t.clientId, await conversation(), 'do you repair bicycles on tuesdays');
    expect(await missed('do you repair bicycles on tuesdays')).toBe(0);
    await configure({ trainingDataUpdates: true });
    await visitorTurn(t.clientId, await conversation(), 'do you repair bicycles on tuesdays');
    expect(await missed('do you repair bicycles on tuesdays')).toBe(1);
  });

  it('gives every message the retention as its TTL; past it a message is hidden at once and then deleted', async () => {
    await configure({ conversationHistory: 7 });
    const id = await conversation();
    const before = Math.floor(Date.now() / 1000);
    await visitorTurn(t.clientId, id, 'when are you open');
    const { data } = await db()
      .entities.message.query.byConversation({ clientId: t.clientId, conversationId: id })
      .go();
    // the welcome message too (written in the conversation's transaction)
    expect(data.filter((m) => m.expiresAt === undefined)).toEqual([]);
    const turnMessages = data.filter((m) => m.senderType !== 'ai' || m.content.startsWith('We are open'));
    expect(turnMessages.length).toBe(2);
    for (const m of turnMessages) {
      expect(m.expiresAt).toBeGreaterThanOrEqual(before + 7 * 86_400);
      expect(m.expiresAt).toBeLessThanOrEqual(before + 7 * 86_400 + 5);
    }
    const visible = (await messagesAfter(t.clientId, id)).length;
    // the visitor's question reaches its retention
    const question = turnMessages.find((m) => m.senderType === 'customer')!;
    await db()
      .entities.message.patch({
        clientId: t.clientId,
        conversationId: id,
        timestamp: question.timestamp,
        id: question.id,
      })
      .set({ expiresAt: before - 1 })
      .go();
    expect((await messagesAfter(t.clientId, id)).map((m) => m.id)).not.toContain(question.id);
    expect((await messagesAfter(t.clientId, id)).length).toBe(visible - 1);
    // the local stand-in for DynamoDB's TTL deletion removes it from the table
    const sweeper = startTtlSweeper(
      localDynamoClient(process.env.DYNAMODB_ENDPOINT!),
      process.env.TABLE_NAME!,
      3_600_000,
    );
    try {
      expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    } finally {
      await sweeper.stop();
    }
    const after = await db().entities.message.query.byConversation({ clientId: t.clientId, conversationId: id }).go();
    expect(after.data.map((m) => m.id)).not.toContain(question.id);
    expect(after.data.length).toBe(data.length - 1);
  });
});
