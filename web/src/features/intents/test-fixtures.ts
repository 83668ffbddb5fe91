import type { Role } from '@shared/enums';
import type { Intent } from '@shared/schemas/intent';
import { vi } from 'vitest';

/** An intent as GET /api/intents sends it. */
export function makeIntent(overrides: Partial<Intent> = {}): Intent {
  return {
    id: 'intent-1',
    title: 'Book an appointment',
    description: 'Customer wants to schedule a visit',
    phrases: ['I want to book', 'Can I get an appointment?'],
    response: 'Sure! Which day suits you best?',
    requiresEscalation: false,
    category: 'appointments',
    isActive: true,
    matchCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/auth/me's user for a role. */
export function sessionUser(role: Role) {
  return { id: 'user-1', email: 'me@example.com', role, firstName: 'Asha', lastName: 'Verma', clientId: 'client-1' };
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | undefined;
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * Stubs `fetch` with a tiny router: `routes` maps 'METHOD /path' (query string included when given)
 * to a response; every call is recorded for assertions.
 */
/** GET /api/ccai/health's answer, with Dialogflow CX configured by the platform admin or not. */
export const ccaiHealth = (dialogflow: boolean) => ({
  status: 'ok',
  services: { dialogflow_cx: { configured: dialogflow }, ccai_platform: { configured: false } },
});

export function mockApi(routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  // signed in as an AI trainer unless a test says otherwise (the page offers actions by role),
  // the answer level (a card above the tabs) at its default, and Dialogflow CX set up by the platform
  routes = {
    'GET /api/auth/me': { body: { user: sessionUser('ai_trainer') } },
    'GET /api/intents/answer-level': { body: { level: 3 } },
    'GET /api/ccai/health': { body: ccaiHealth(true) },
    ...routes,
  };
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    const result = await (typeof route === 'function' ? route(call) : route);
    if (!result) return new Response(JSON.stringify({ error: { message: 'Not found' } }), { status: 404 });
    const status = result.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(result.body ?? {}), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
