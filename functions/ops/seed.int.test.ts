import { liveMessagesAfter } from '../core/chat/conversations';
import { listConversations } from '../core/chat/live-chat';
import { readConversationStats } from '../core/metrics/chat-metrics';
import { monthPeriod } from '../core/metrics/periods';
import { newId } from '../db/ids';
import { seedConversations } from './seed';
import { DEMO_CONVERSATIONS } from './seed-data/demo';

describe('demo conversations (seed)', () => {
  it('writes the conversations with their messages and counts them as live ones are counted', async () => {
    const clientId = newId();
    await seedConversations(clientId);

    const { conversations: rows } = await listConversations(clientId, { status: 'all', limit: 20 }, undefined);
    expect(rows.map((r) => r.sessionId)).toEqual(DEMO_CONVERSATIONS.map((c) => c.sessionId)); // newest first
    const stats = await readConversationStats(clientId);
    // the monitor's cards agree with the rows
    expect(stats.counts).toEqual({
      total: rows.length,
      active: rows.filter((r) => r.status === 'active').length,
      escalated: rows.filter((r) => r.isEscalated).length,
      resolved: rows.filter((r) => r.status === 'resolved').length,
    });
    expect(stats.counts).toEqual({ total: 4, active: 1, escalated: 1, resolved: 2 });
    // this month's figures: 3 ended, 2 of them without a human message; 1 reply 100 s after the handoff
    const startedThisMonth = DEMO_CONVERSATIONS.filter(
      (c) => monthPeriod(new Date(Date.now() - c.at * 60_000)) === monthPeriod(),
    ).length;
    expect(stats.metrics).toMatchObject({
      ended: 3,
      endedWithoutHuman: 2,
      started: startedThisMonth,
      firstReplies: 1,
      medianFirstReplySeconds: 120,
    });
    expect(stats.metrics.botResolutionRate).toBeCloseTo(2 / 3);

    const escalated = rows.find((r) => r.isEscalated);
    expect(escalated).toMatchObject({
      sessionId: 'demo-reschedule-9c1e',
      escalationReason: 'Visitor asked to talk to a person',
    });
    const messages = await liveMessagesAfter(clientId, escalated?.id ?? '');
    expect(messages.map((m) => m.senderType)).toEqual([
      'ai',
      'customer',
      'ai',
      'human_agent',
      'customer',
      'human_agent',
    ]);
    expect(messages[2].intentMatched).toBe('Talk to a human');
    expect(rows.find((r) => r.ccaiChatId)?.ccaiChatId).toBe('ccai-chat-20431');

    // a second start of the app changes nothing
    await seedConversations(clientId);
    expect((await readConversationStats(clientId)).counts.total).toBe(4);
    expect((await listConversations(clientId, { status: 'all', limit: 20 }, undefined)).conversations).toHaveLength(4);
  });
});
