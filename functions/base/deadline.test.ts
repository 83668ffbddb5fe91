import type { Context } from 'aws-lambda';
import * as z from 'zod';
import type { http as Http } from '../kit/http';
import { httpEvent } from '../test-support/http-event';
import { RESPONSE_MARGIN_MS, UPSTREAM_RESERVE_MS } from './deadline';

// A fresh deadline module (and kit) for each test: deadline.ts keeps a lone invocation's scope in a module
// variable until it settles, and a test whose handler never settles would otherwise hold it for the rest
let http: typeof Http;
let remainingMs: typeof import('./deadline').remainingMs;
let runWithDeadline: typeof import('./deadline').runWithDeadline;
let runWithin: typeof import('./deadline').runWithin;
let upstreamSignal: typeof import('./deadline').upstreamSignal;
beforeEach(async () => {
  vi.resetModules();
  ({ remainingMs, runWithDeadline, runWithin, upstreamSignal } = await import('./deadline'));
  ({ http } = await import('../kit/http'));
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Lambda context whose clock runs out `ms` from now, like the real one. */
const contextWith = (ms: number) => {
  const end = Date.now() + ms;
  return { awsRequestId: 'ctx', getRemainingTimeInMillis: () => end - Date.now() } as unknown as Context;
};
const call = async (h: ReturnType<typeof Http>, ms: number) => {
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

  it('gives a lone invocation its own deadline and kill signal, and nothing once it has settled', async () => {
    const killed = new AbortController();
    const seen = await runWithDeadline(
      Date.now() + 20,
      async () => {
        const left = remainingMs();
        const signal = upstreamSignal(20_000);
        await sleep(40); // past its deadline: an overrun sees it expired, and new calls abort at once
        return { left, signal, after: remainingMs(), late: upstreamSignal(20_000) };
      },
      killed.signal,
    );
    expect(seen.left).toBeGreaterThan(0);
    expect(seen.left).toBeLessThanOrEqual(20);
    expect(seen.after).toBeLessThan(0);
    await sleep(5);
    expect(seen.late.aborted).toBe(true);
    expect(seen.signal.aborted).toBe(true); // its reserve-capped timeout has passed too
    expect(remainingMs()).toBe(Number.POSITIVE_INFINITY);

    const ended = new AbortController();
    const signal = await runWithDeadline(Date.now() + 60_000, async () => upstreamSignal(20_000), ended.signal);
    expect(signal.aborted).toBe(false);
    ended.abort(); // the invocation's end reaches the calls it made
    expect(signal.aborted).toBe(true);
  });

  it('keeps each invocation its own deadline when they run side by side, the first alone and the next beside it', async () => {
    const killedFirst = new AbortController();
    // the first starts alone (base/deadline.ts keeps its deadline without async hooks), the second while it runs
    const first = runWithDeadline(
      Date.now() + 10_000,
      async () => {
        const seen = [remainingMs()];
        await sleep(30); // the second has started meanwhile
        seen.push(remainingMs());
        seen.push(await runWithin(500, async () => remainingMs()));
        await sleep(30); // the second has finished meanwhile
        seen.push(remainingMs());
        return { seen, killed: upstreamSignal(20_000) };
      },
      killedFirst.signal,
    );
    await sleep(10);
    const second = runWithDeadline(Date.now() + 3000, async () => {
      const seen = [remainingMs()];
      await sleep(30);
      seen.push(remainingMs());
      return { seen, killed: upstreamSignal(20_000) };
    });
    const [a, b] = await Promise.all([first, second]);
    expect(a.seen.filter((ms) => ms > 9000)).toHaveLength(3);
    expect(a.seen[2]).toBeLessThanOrEqual(500);
    expect(b.seen.every((ms) => ms <= 3000 && ms > 2000)).toBe(true);
    killedFirst.abort(); // the first's invocation end reaches its calls only
    expect(a.killed.aborted).toBe(true);
    expect(b.killed.aborted).toBe(false);
    // and a later one alone again, then nothing outside
    expect(await runWithDeadline(Date.now() + 5000, async () => remainingMs())).toBeLessThanOrEqual(5000);
    expect(remainingMs()).toBe(Number.POSITIVE_INFINITY);
  });

  it("never gives an overrun invocation the next one's deadline or kill signal", async () => {
    const killedSecond = new AbortController();
    const first = runWithDeadline(Date.now() + 20, async () => {
      await sleep(60); // past its deadline; the next invocation starts meanwhile
      return { left: remainingMs(), killed: upstreamSignal(20_000) };
    });
    await sleep(40);
    const second = runWithDeadline(
      Date.now() + 5000,
      async () => {
        await sleep(40);
        return remainingMs();
      },
      killedSecond.signal,
    );
    const [a, b] = await Promise.all([first, second]);
    expect(b).toBeGreaterThan(4000);
    expect(a.left).toBeLessThan(0); // its own deadline, expired
    killedSecond.abort();
    expect(a.killed.reason).not.toBe(killedSecond.signal.reason);
  });

  it('brings the deadline forward for a part of the request with a budget of its own, never later', async () => {
    const killed = new AbortController();
    await runWithDeadline(
      Date.now() + 10_000,
      async () => {
        expect(await runWithin(2000, async () => remainingMs())).toBeLessThanOrEqual(2000);
        expect(await runWithin(60_000, async () => remainingMs())).toBeLessThanOrEqual(10_000);
        expect(remainingMs()).toBeGreaterThan(2000); // the request's own deadline is untouched
        // the invocation's end still reaches the calls made within the budget
        const signal = await runWithin(2000, async () => upstreamSignal(20_000));
        killed.abort();
        expect(signal.aborted).toBe(true);
      },
      killed.signal,
    );
    expect(await runWithin(500, async () => remainingMs())).toBeLessThanOrEqual(500); // outside a request too
  });
});
