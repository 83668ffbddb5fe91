import type { ConversationStats } from '@shared/schemas/conversations';
import { vi } from 'vitest';
import type { ConversationMessage, ConversationRow } from './api/conversations';

export function makeRow(overrides: Partial<ConversationRow> = {}): ConversationRow {
  return {
    id: 'conv-1',
    sessionId: 'sess-aaaa1111',
    ccaiChatId: null,
    status: 'active',
    source: 'widget',
    isEscalated: false,
    escalationReason: null,
    language: null,
    createdAt: '2026-03-10T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id: 'msg-1',
    conversationId: 'conv-1',
    senderType: 'customer',
    content: 'Hello',
    createdAt: '2026-03-10T10:00:05.000Z',
    intentMatched: null,
    senderId: null,
    senderName: null,
    ...overrides,
  };
}

export function makeStats(overrides: Partial<ConversationStats['metrics']> = {}): ConversationStats {
  return {
    counts: { total: 42, active: 7, escalated: 5, resolved: 30 },
    metrics: {
      period: '2026-03',
      ended: 0,
      endedWithoutHuman: 0,
      botResolutionRate: null,
      started: 0,
      escalated: 0,
      handoffRate: null,
      firstReplies: 0,
      medianFirstReplySeconds: null,
      ...overrides,
    },
  };
}

type Reply = { status?: number; body?: unknown } | undefined;

/**
 * Stubs `fetch` with a tiny router: `route(method, url)` answers each call (undefined → 404); every URL
 * is recorded, so a test can assert the query the page sent to the server.
 */
export function stubApi(route: (url: URL) => Reply | Promise<Reply>) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
      const reply = await route(url);
      if (!reply) return Response.json({ error: { message: 'Not found' } }, { status: 404 });
      return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
    }),
  );
  return { urls, listCalls: () => urls.filter((u) => u.pathname === '/api/conversations') };
}
