import { ERROR_CODES } from '@shared/api-error';
import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { newTimeOrderedId } from '../../db/ids';
import { db } from '../../db/service';
import { agentPortalOpen } from '../../test-support/agents-online';
import { OPENING_HOURS_INTENT } from '../../test-support/intents';
import { signUpTenant, type TestTenant } from '../../test-support/tenants';
import { usagePeriod } from '../billing/usage-period';
import { createIntent } from '../intents/intents';
import { readCounter } from '../metrics/counters';
import { getDashboard } from '../metrics/dashboard';
import { escalateConversation, HANDOFF_MESSAGE, visitorTurn } from './chat-pipeline';
import { messagesAfter, QUOTA_MESSAGE, startConversation } from './conversations';
import { ESCALATION_REASONS } from './escalation';
import { recordMissedIntent } from './intent-matcher';

let gw: TestGateway;
let t: TestTenant;
tenantSuite(async (g, tenant) => {
  gw = g;
  t = tenant;
  // an agent has the portal open: the handoffs here are the usual ones (issue 31 has its own suite)
  await agentPortalOpen(t.clientId);
  await createIntent(t.clientId, 'test', OPENING_HOURS_INTENT);
  await createIntent(t.clientId, 'test', {
    title: 'Refund request',
    description: 'Visitor wants money back for an order',
    phrases: ['I want a refund', 'give me my money back', 'refund my order'],
    response: 'I am sorry to hear that. A team member will look at your refund.',
    requiresEscalation: true,
    isActive: true,
  });
});

const form = { name: 'Ravi Kumar', email: 'ravi@example.com', purpose: 'Sales & Pricing' };

describe('starting a conversation', () => {
  it('refuses lead-form values that break the tenant rules and stores nothing', async () => {
    const before = await readCounter(t.clientId, 'conversations');
    const attempts: Record<string, string>[] = [
      { email: 'ravi@example.com' }, // name is required
      { name: 'Ravi', email: 'not-an-email' },
      { name: 'x'.repeat(101) },
      { name: 'Ravi', purpose: 'Free stuff' },
      { name: 'Ravi', isAdmin: 'true' },
    ];
    for (const fields of attempts) {
      await expect(startConversation({ clientId: t.clientId, fields, source: 'widget' })).rejects.toMatchObject({
        status: 400,
      });
    }
    expect(await readCounter(t.clientId, 'conversations')).toBe(before);
    const { data: leads } = await db().entities.lead.query.byId({ clientId: t.clientId }).go();
    expect(leads).toHaveLength(0);
  });

  it('creates the lead, the conversation and the welcome message, and counts it on the dashboard', async () => {
    const before = await readCounter(t.clientId, 'conversations');
    const dashboardBefore = await getDashboard(t.clientId);
    const started = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    expect(started.messages[0]).toMatchObject({ senderType: 'ai', content: 'Hi! How can I help you today?' });
    expect(await readCounter(t.clientId, 'conversations')).toBe(before + 1);
    expect((await getDashboard(t.clientId)).conversationsUsed).toBe(dashboardBefore.conversationsUsed + 1);
    const { data: lead } = await db().entities.lead.get({ clientId: t.clientId, id: started.leadId! }).go();
    expect(lead).toMatchObject({ name: 'Ravi Kumar', purpose: 'sales', source: 'widget' });
  });

  it('accepts exactly the remaining quota when 25 visitors start at once', async () => {
    const other = await signUpTenant(gw.url);
    const { data: client } = await db().entities.client.get({ clientId: other.clientId }).go();
    await db()
      .entities.tenantCounter.update({
        clientId: other.clientId,
        name: 'planConversations',
        period: usagePeriod(client!.billingAnchor).key,
      })
      .set({ count: client!.conversationsLimit - 10 })
      .go();
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => startConversation({ clientId: other.clientId, fields: form, source: 'widget' })),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(accepted).toHaveLength(10);
    expect(refused.every((r) => r.reason.status === 402 && r.reason.code === ERROR_CODES.QUOTA_EXCEEDED)).toBe(true);
    expect(refused[0].reason.message).toBe(QUOTA_MESSAGE);
    expect(await readCounter(other.clientId, 'planConversations', usagePeriod(client!.billingAnchor).key)).toBe(
      client!.conversationsLimit,
    );
  });
});

describe('the pipeline', () => {
  it('answers from an intent, falls back honestly, and hands over after two misses', async () => {
    const { conversationId } = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    const answered = await visitorTurn(t.clientId, conversationId, 'when do you open on weekdays?');
    expect(answered.messages.map((m) => m.senderType)).toEqual(['customer', 'ai']);
    expect(answered.messages[1].content).toBe('We are open 9 to 6, Monday to Saturday.');
    expect(answered.match.intentMatched).toBe('Opening hours');

    const escalationsBefore = await readCounter(t.clientId, 'escalations');
    const miss = await visitorTurn(t.clientId, conversationId, 'do you sell quantum flux capacitors');
    expect(miss.conversation.escalated).toBe(false);
    expect(miss.match.intentMatched).toBeNull();
    const second = await visitorTurn(t.clientId, conversationId, 'what colour is the moon on tuesdays');
    expect(second.conversation.escalated).toBe(true);
    expect(second.match.escalationReason).toBe(ESCALATION_REASONS.lowConfidence);
    expect(second.messages.at(-1)?.content).toBe(HANDOFF_MESSAGE);
    expect(await readCounter(t.clientId, 'escalations')).toBe(escalationsBefore + 1);
    expect((await getDashboard(t.clientId)).escalationCount).toBe(escalationsBefore + 1);

    // once with a person, the bot stays quiet
    const quiet = await visitorTurn(t.clientId, conversationId, 'hello?');
    expect(quiet.messages.map((m) => m.senderType)).toEqual(['customer']);
    const all = await messagesAfter(t.clientId, conversationId);
    expect(all.map((m) => m.senderType)).toEqual([
      'ai',
      'customer',
      'ai',
      'customer',
      'ai',
      'customer',
      'ai',
      'ai',
      'customer',
    ]);
    const after = await messagesAfter(t.clientId, conversationId, all[6].id);
    expect(after.map((m) => m.id)).toEqual(all.slice(7).map((m) => m.id));
  });

  it('hands over when the intent requires it or the visitor asks, counting one escalation', async () => {
    const a = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    const refund = await visitorTurn(t.clientId, a.conversationId, 'please refund my order');
    expect(refund.match.escalationReason).toBe(ESCALATION_REASONS.intent);

    const b = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    const before = await readCounter(t.clientId, 'escalations');
    const asked = await visitorTurn(t.clientId, b.conversationId, 'can I talk to a real person please');
    expect(asked.match.escalationReason).toBe(ESCALATION_REASONS.visitor);
    expect(asked.messages.map((m) => m.content)).toEqual(['can I talk to a real person please', HANDOFF_MESSAGE]);
    const again = await escalateConversation(t.clientId, b.conversationId, ESCALATION_REASONS.visitor);
    expect(again.messages).toHaveLength(0);
    expect(await readCounter(t.clientId, 'escalations')).toBe(before + 1);
  });

  it('does not record a request for a person as a missed question, nor list one in AI Optimize', async () => {
    const missed = async () =>
      (await db().entities.missedIntent.query.byQuery({ clientId: t.clientId }).go({ pages: 'all' })).data.map(
        (m) => m.userQuery,
      );
    const c = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    const asked = await visitorTurn(t.clientId, c.conversationId, 'I need to speak to a person');
    expect(asked.match.escalationReason).toBe(ESCALATION_REASONS.visitor);
    expect(await missed()).not.toContain('I need to speak to a person');
    // a real miss is still recorded
    const d = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    await visitorTurn(t.clientId, d.conversationId, 'do you repair antique clocks');
    expect(await missed()).toContain('do you repair antique clocks');
    // one recorded before this rule (stored data) is left out of AI Optimize's missed questions
    await recordMissedIntent(t.clientId, 'can I talk to a real person please');
    const optimize = await t.owner.post('/api/intents/optimize-training');
    expect(optimize.status).toBe(200);
    const listed = optimize.json.missedQuestions.map((m: { userQuery: string }) => m.userQuery);
    expect(listed).toContain('do you repair antique clocks');
    expect(listed).not.toContain('can I talk to a real person please');
    expect(listed).not.toContain('I need to speak to a person');
  });

  it('refuses a message to a resolved conversation and stores nothing', async () => {
    const c = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    await db()
      .entities.conversation.patch({ clientId: t.clientId, id: c.conversationId })
      .set({ status: 'resolved' })
      .go();
    await expect(visitorTurn(t.clientId, c.conversationId, 'hello')).rejects.toMatchObject({ status: 409 });
    expect(await messagesAfter(t.clientId, c.conversationId)).toHaveLength(1);
  });
});

describe('a visitor writing in a chat a person has', () => {
  it('counts a message re-run under its idempotency key once: one message stored, one unread', async () => {
    const started = await startConversation({ clientId: t.clientId, fields: form, source: 'widget' });
    await escalateConversation(t.clientId, started.conversationId, ESCALATION_REASONS.visitor);
    const conversation = () =>
      db()
        .entities.conversation.get({ clientId: t.clientId, id: started.conversationId })
        .go()
        .then((r) => r.data);
    const before = await conversation();
    const messageId = newTimeOrderedId();
    // the first run stored its message and failed after; the retry runs the whole turn again
    const first = await visitorTurn(t.clientId, started.conversationId, 'are you there?', { messageId });
    const again = await visitorTurn(t.clientId, started.conversationId, 'are you there?', { messageId });
    expect(again.messages.map((m) => m.id)).toEqual(first.messages.map((m) => m.id));
    const after = await conversation();
    expect((after?.unreadCount ?? 0) - (before?.unreadCount ?? 0)).toBe(1);
    const stored = await messagesAfter(t.clientId, started.conversationId);
    expect(stored.filter((m) => m.content === 'are you there?')).toHaveLength(1);
    // without a key a message is simply counted
    await visitorTurn(t.clientId, started.conversationId, 'hello?');
    expect(((await conversation())?.unreadCount ?? 0) - (before?.unreadCount ?? 0)).toBe(2);
  });
});
