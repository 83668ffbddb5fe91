import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { http } from '../kit/http';
import { httpEvent } from '../test-support/http-event';
import { RESPONSE_MARGIN_MS, remainingMs, UPSTREAM_RESERVE_MS, upstreamSignal } from './deadline';

/** A Lambda context whose clock runs out `ms` from now, like the real one. */
const contextWith = (ms: number) => {
  const end = Date.now() + ms;
  return { awsRequestId: 'ctx', getRemainingTimeInMillis: () => end - Date.now() } as unknown as Context;
};
const call = async (h: ReturnType<typeof http>, ms: number) => {
  const started = Date.now();
  const res = (await h(httpEvent('GET', '/x'), contextWith(ms))) as { statusCode: number; body: string };
  return { status: res.statusCode, json: JSON.parse(res.body), ms: Date.now() - started };
};

describe('request deadline', () => {
  it('answers the 504 JSON before the Lambda runs out of time when the handler hangs', async () => {
    const hang = http({ auth: 'public', response: z.any() }, () => new Promise(() => {}));
    const r = await call(hang, RESPONSE_MARGIN_MS + 500);
    expect(r.status).toBe(504);
    expect(r.json.error.code).toBe('UPSTREAM_TIMEOUT');
    expect(r.ms).toBeLessThan(RESPONSE_MARGIN_MS + 500);
  });

  it('gives upstream calls what is left of the request, less the reserve for the work after them', async () => {
    let remaining = 0;
    let abortedAfter = 0;
    const h = http({ auth: 'public', response: z.any() }, async () => {
      remaining = remainingMs();
      const started = Date.now();
      const signal = upstreamSignal(20_000); // a provider's own cap, far longer than the request has
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      abortedAfter = Date.now() - started;
      return { ok: true };
    });
    const budget = 3000;
    const r = await call(h, budget);
    expect(r.status).toBe(200);
    expect(remaining).toBeLessThanOrEqual(budget - RESPONSE_MARGIN_MS);
    expect(abortedAfter).toBeGreaterThanOrEqual(budget - RESPONSE_MARGIN_MS - UPSTREAM_RESERVE_MS - 100);
    expect(abortedAfter).toBeLessThan(budget - RESPONSE_MARGIN_MS);
  });

  it('keeps a provider cap shorter than the request budget', async () => {
    expect(remainingMs()).toBe(Number.POSITIVE_INFINITY); // outside a request: scripts and jobs
    const started = Date.now();
    const signal = upstreamSignal(50);
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
