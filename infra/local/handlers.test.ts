import * as z from 'zod';
import { KILLED, RESPONSE_MARGIN_MS } from '../../functions/base/deadline';
import { http } from '../../functions/kit/http';
import { httpEvent } from '../../functions/test-support/http-event';
import { invokeHandler, type LeftoverEvent } from './handlers';
import { lambdaContext } from './lambda-event';

/** Issue 27 item 4: the local runtime when a handler outlives the kit's early answer, as in Lambda. */
describe('invokeHandler: work left running after the answer', () => {
  const timeoutMs = RESPONSE_MARGIN_MS + 800;

  it('answers the kit’s 504 at once, reports the work still running, and kills it at the function’s timeout', async () => {
    const events: { what: LeftoverEvent; at: number }[] = [];
    const started = Date.now();
    // work that never ends by itself (a hung call without a signal)
    const handler = http({ auth: 'public', response: z.any() }, () => new Promise(() => {}));
    const context = lambdaContext('fn', 'req-1', timeoutMs);
    const answer = (await invokeHandler(handler, httpEvent('GET', '/x'), context, timeoutMs, (what) =>
      events.push({ what, at: Date.now() - started }),
    )) as { statusCode: number };
    expect(answer.statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(timeoutMs);
    expect(events.map((e) => e.what)).toEqual(['running']);
    await vi.waitFor(() => expect(events.map((e) => e.what)).toEqual(['running', 'killed']), { timeout: 3000 });
    expect(events[1].at).toBeGreaterThanOrEqual(timeoutMs - 20);
    expect(events[1].at).toBeLessThan(timeoutMs + 500);
    expect((context as unknown as Record<symbol, AbortSignal>)[KILLED].aborted).toBe(true);
  });

  it('reports work that finishes before the timeout as finished, and kills nothing', async () => {
    const events: LeftoverEvent[] = [];
    const handler = http({ auth: 'public', response: z.any() }, async () => {
      await new Promise((resolve) => setTimeout(resolve, timeoutMs - RESPONSE_MARGIN_MS + 200));
      return { late: true };
    });
    const context = lambdaContext('fn', 'req-2', timeoutMs);
    const answer = (await invokeHandler(handler, httpEvent('GET', '/x'), context, timeoutMs, (w) =>
      events.push(w),
    )) as {
      statusCode: number;
    };
    expect(answer.statusCode).toBe(504);
    await vi.waitFor(() => expect(events).toEqual(['running', 'finished']), { timeout: 3000 });
    expect((context as unknown as Record<symbol, AbortSignal>)[KILLED].aborted).toBe(false);
  });

  it('reports nothing for a handler that answered with its work done', async () => {
    const events: LeftoverEvent[] = [];
    const handler = http({ auth: 'public', response: z.any() }, async () => ({ ok: true }));
    const answer = (await invokeHandler(handler, httpEvent('GET', '/x'), lambdaContext('fn', 'r', 5000), 5000, (w) =>
      events.push(w),
    )) as { statusCode: number };
    expect(answer.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);
  });
});
