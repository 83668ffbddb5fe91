import type { ChatMessage } from './api/agent-desk';
import { mergeMessages, waitingFor } from './merge-messages';

const m = (id: string, at: string): ChatMessage => ({
  id,
  conversationId: 'c1',
  senderType: 'customer',
  content: id,
  createdAt: at,
  intentMatched: null,
  senderId: null,
  senderName: null,
});

describe('mergeMessages', () => {
  it('keeps each id once and in time order whatever the arrival order', () => {
    const a = m('01a', '2026-11-23T10:00:00.000Z');
    const b = m('01b', '2026-11-23T10:00:01.000Z');
    const c = m('01c', '2026-11-23T10:00:02.000Z');
    expect(mergeMessages([a, c], [b, c, a]).map((x) => x.id)).toEqual(['01a', '01b', '01c']);
    expect(mergeMessages([], [])).toEqual([]);
  });
});

describe('waitingFor', () => {
  it('says minutes, then hours and minutes', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(waitingFor('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(waitingFor('2026-11-23T11:56:00Z', now)).toBe('4 min');
    expect(waitingFor('2026-11-23T10:55:00Z', now)).toBe('1 h 5 min');
  });
});
