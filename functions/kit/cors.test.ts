import * as z from 'zod';
import { ConflictError } from '../base/errors';
import { httpRoutes } from '../routes';
import { httpEvent, invoke } from '../test-support/http-event';
import { corsMethodsOf, preflightRoutesOf } from './cors';
import { http } from './http';

// The kit finds a route's cors flag in routes.ts by the event's route key; GET /api/plans is cors.
const plans = http({ auth: 'public', response: z.any() }, async () => ({ plans: [] }));
const failing = http({ auth: 'public', response: z.any() }, async () => {
  throw new ConflictError('No');
});
const withKey = (routeKey: string, headers: Record<string, string> = {}) => {
  const [method, path] = routeKey.split(' ');
  return { ...httpEvent(method, path, { headers }), routeKey };
};

describe('CORS from the route table', () => {
  it('knows the cors paths and makes one OPTIONS route per path', () => {
    expect(corsMethodsOf('/api/plans')).toEqual(['GET']);
    expect(corsMethodsOf('/api/intents')).toBeUndefined();
    const preflights = preflightRoutesOf(httpRoutes);
    expect(preflights.map((r) => `${r.method} ${r.path}`)).toContain('OPTIONS /api/plans');
    expect(new Set(preflights.map((r) => r.path)).size).toBe(preflights.length);
    expect(preflights.every((r) => corsMethodsOf(r.path))).toBe(true);
  });

  it('answers a preflight on a cors route: any origin, Bearer allowed, no credentials', async () => {
    const r = await invoke(plans, withKey('OPTIONS /api/plans', { origin: 'https://shop.example' }));
    expect(r.status).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['access-control-allow-methods']).toBe('GET, OPTIONS');
    expect(r.headers['access-control-allow-headers']).toBe('authorization, content-type, idempotency-key');
    expect(Number(r.headers['access-control-max-age'])).toBeGreaterThan(0);
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('adds Access-Control-Allow-Origin to the answers of cors routes, errors included', async () => {
    expect((await invoke(plans, withKey('GET /api/plans'))).headers['access-control-allow-origin']).toBe('*');
    const err = await invoke(failing, withKey('GET /api/plans'));
    expect(err.status).toBe(409);
    expect(err.headers['access-control-allow-origin']).toBe('*');
  });

  it('gives routes without cors no CORS headers and refuses OPTIONS there', async () => {
    const r = await invoke(plans, withKey('GET /api/dashboard'));
    expect(Object.keys(r.headers).filter((k) => k.startsWith('access-control'))).toEqual([]);
    const pre = await invoke(plans, withKey('OPTIONS /api/dashboard', { origin: 'https://shop.example' }));
    expect(pre.status).toBe(405);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });
});
