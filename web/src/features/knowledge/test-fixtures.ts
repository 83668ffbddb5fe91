import type { Role } from '@shared/enums';
import type { KnowledgePage, KnowledgeSource } from '@shared/schemas/knowledge';
import { vi } from 'vitest';

/** A source as GET /api/knowledge/sources lists it. */
export function makeSource(overrides: Partial<KnowledgeSource> = {}): KnowledgeSource {
  return {
    id: 'src-1',
    kind: 'website',
    title: 'example.com',
    url: 'https://example.com/',
    status: 'ready',
    progress: { done: 4, total: 4 },
    chunkCount: 12,
    lastSyncedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePage(overrides: Partial<KnowledgePage> = {}): KnowledgePage {
  return {
    url: 'https://example.com/',
    status: 'fetched',
    title: 'Home',
    chunkCount: 3,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const LIMITS = { pages: 50, fileBytes: 10 * 1024 * 1024 };

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}
type Reply = { status?: number; body?: unknown } | undefined;
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * Stubs `fetch` with a tiny router: 'METHOD /path' (query string included when given) to a response or a
 * handler; signed in as `role` (an AI trainer unless told). Every call is recorded.
 */
export function mockApi(routes: Record<string, Handler | Reply>, role: Role = 'ai_trainer') {
  const all: Record<string, Handler | Reply> = {
    'GET /api/auth/me': {
      body: {
        user: { id: 'user-1', email: 'me@example.com', role, firstName: 'Asha', lastName: 'Verma', clientId: 'c-1' },
      },
    },
    ...routes,
  };
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const call = { method, url, body };
      calls.push(call);
      const route = all[`${method} ${url}`] ?? all[`${method} ${url.split('?')[0]}`];
      const result = await (typeof route === 'function' ? route(call) : route);
      if (!result) return new Response(JSON.stringify({ error: { message: 'Not found' } }), { status: 404 });
      const status = result.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(result.body ?? {}), { status });
    }),
  );
  return { calls };
}

/** A 400 as the server sends it: a message and the fields it names. */
export const validationError = (fields: Record<string, string>) => ({
  status: 400,
  body: { error: { code: 'VALIDATION_FAILED', message: 'Invalid input', fields } },
});
