import { vi } from 'vitest';
import type { AiWebpage } from './api/ai-webpages';

export const webpage = (over: Partial<AiWebpage> = {}): AiWebpage =>
  ({
    id: 'w1',
    clientId: 'c1',
    name: 'Spice Garden',
    pathname: 'spice-garden',
    template: 'restaurant',
    title: 'Spice Garden, Chennai',
    description: 'South Indian meals since 1998.',
    primaryColor: '#3B82F6',
    status: 'draft',
    visits: 0,
    conversions: 0,
    lastModified: '2026-11-20T10:00:00.000Z',
    customData: { restaurantName: 'Spice Garden', cuisine: 'South Indian', socialMedia: { facebook: '' } },
    ...over,
  }) as AiWebpage;

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch with `reply`; JSON bodies are parsed, a multipart body is handed over as its FormData. */
export function stubApi(reply: (call: Call) => { status?: number; body?: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const raw = init?.body;
      const body = raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined;
      const call = { method: init?.method ?? 'GET', path: url.pathname, body };
      calls.push(call);
      const r = reply(call);
      return r.status === 204
        ? new Response(null, { status: 204 })
        : Response.json(r.body ?? {}, { status: r.status ?? 200 });
    }),
  );
  return calls;
}
