import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { RESPONSE_MARGIN_MS } from '../base/deadline';
import { reply } from '../base/response';
import { documentClient, tableName } from '../db/client';
import { httpEvent } from '../test-support/http-event';
import { http } from './http';
import { IDEMPOTENCY_CODES } from './idempotency';

/** The factory's `idempotent` option against DynamoDB Local (the keys live in the table). */
const claims: string[] = [];
/** The keys the kit answered with a write of its own (completeKey), by the key's name. */
const completed: string[] = [];
// the real claim, noted when it is asked, so a test can see what a route started before it
vi.mock('../db/idempotency-keys', async (importOriginal) => {
  const real = await importOriginal<typeof import('../db/idempotency-keys')>();
  return {
    ...real,
    claimKey: (...args: Parameters<typeof real.claimKey>) => {
      claims.push('claim');
      return real.claimKey(...args);
    },
    completeKey: (...args: Parameters<typeof real.completeKey>) => {
      completed.push(args[0].key);
      return real.completeKey(...args);
    },
  };
});
const contextWith = (ms: number) => {
  const end = Date.now() + ms;
  return { awsRequestId: 'ctx', getRemainingTimeInMillis: () => end - Date.now() } as unknown as Context;
};
const clientId = `kit-${randomUUID()}`;
const send = async (h: ReturnType<typeof http>, key: string | undefined, body: unknown = { n: 1 }, ms = 10_000) => {
  const event = httpEvent('POST', '/api/widget/{clientId}/things', {
    body,
    params: { clientId },
    headers: key ? { 'idempotency-key': key } : {},
  });
  const res = (await h(event, contextWith(ms))) as {
    statusCode: number;
    body: string;
    headers: Record<string, string>;
  };
  return { status: res.statusCode, body: res.body, json: JSON.parse(res.body), headers: res.headers };
};
const contract = {
  auth: 'public' as const,
  params: z.object({ clientId: z.string() }),
  body: z.object({ n: z.number() }),
  response: z.object({ run: z.number() }),
};

describe('http(contract, { idempotent: true })', () => {
  it('after an early 504, a retry waits for the run that went on and then gets its answer, run once', async () => {
    let runs = 0;
    let finish: () => void = () => {};
    const slow = http(contract, { idempotent: true }, async () => {
      runs++;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return reply(201, { run: runs });
    });
    // warm the table client, so the first request's claim lands well before its early answer
    await send(
      http(contract, { idempotent: true }, async () => ({ run: 0 })),
      randomUUID(),
    );
    const key = randomUUID();
    const first = await send(slow, key, { n: 1 }, RESPONSE_MARGIN_MS + 1000);
    expect(first.status).toBe(504); // the kit's early answer; the handler still runs (as in Lambda until frozen)
    expect(runs).toBe(1);
    const during = await send(slow, key);
    expect(during.status).toBe(409);
    expect(during.json.error.code).toBe(IDEMPOTENCY_CODES.IN_PROGRESS);
    expect(during.headers['retry-after']).toBe('1');
    finish();
    await vi.waitFor(async () => expect((await send(slow, key)).status).toBe(201));
    const replayed = await send(slow, key);
    expect(replayed.json).toEqual({ run: 1 });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('releases the key on a 5xx so the retry runs again, and replays a 4xx as it was', async () => {
    let runs = 0;
    const flaky = http(contract, { idempotent: true }, async ({ body }) => {
      runs++;
      if (runs === 1) throw new Error('DynamoDB throttled');
      if (body.n === 2) throw new (await import('../base/errors')).ConflictError('Already resolved');
      return { run: runs };
    });
    const key = randomUUID();
    expect((await send(flaky, key)).status).toBe(500);
    expect((await send(flaky, key)).json).toEqual({ run: 2 });
    expect((await send(flaky, key)).json).toEqual({ run: 2 });
    expect(runs).toBe(2);
    const conflictKey = randomUUID();
    expect((await send(flaky, conflictKey, { n: 2 })).status).toBe(409);
    const again = await send(flaky, conflictKey, { n: 2 });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('CONFLICT');
    expect(runs).toBe(3);
  });

  it('runs every request without a key, refuses a malformed key with a 400 naming the header', async () => {
    let runs = 0;
    const h = http(contract, { idempotent: true }, async () => ({ run: ++runs }));
    await send(h, undefined);
    await send(h, undefined);
    expect(runs).toBe(2);
    const bad = await send(h, 'bad key');
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty(['Idempotency-Key']);
    expect(runs).toBe(2);
    // a different body under a used key: 422, not a silent replay of another request's answer
    const key = randomUUID();
    await send(h, key, { n: 1 });
    const reused = await send(h, key, { n: 7 });
    expect(reused.status).toBe(422);
    expect(reused.json.error.code).toBe(IDEMPOTENCY_CODES.KEY_REUSED);
    expect(runs).toBe(3);
  });
});

describe('http(contract, { idempotent: true }) with the answer in the route’s own write (AnswerInWrite)', () => {
  /** A route that stores a thing and its answer in one transaction, and may fail after it. */
  const folding = (failAfterWrite: { times: number }) => {
    let runs = 0;
    const h = http(contract, { idempotent: true }, async ({ idempotency }) => {
      runs++;
      const answer = { run: runs };
      const fold = idempotency?.answerInWrite(answer);
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName(), Item: { pk: `kit-test#${clientId}`, sk: `thing#${runs}` } } },
            ...(fold ? [fold.item as never] : []),
          ],
        }),
      );
      fold?.stored();
      if (failAfterWrite.times-- > 0) throw new Error('the push after the write failed');
      return answer;
    });
    return { h, runs: () => runs };
  };

  it('stores no answer of its own after the route’s write, and a retry gets the answer the write stored', async () => {
    const route = folding({ times: 0 });
    const key = randomUUID();
    const first = await send(route.h, key);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ run: 1 });
    expect(completed).not.toContain(key);
    const retry = await send(route.h, key);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(route.runs()).toBe(1);
    // without a key there is nothing to fold: the route runs as before
    expect((await send(route.h, undefined)).json).toEqual({ run: 2 });
  });

  it('a failure after the write answers the stored answer, as the retry gets it, without running again', async () => {
    const route = folding({ times: 1 });
    const key = randomUUID();
    const first = await send(route.h, key);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ run: 1 });
    const retry = await send(route.h, key);
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual({ run: 1 });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(route.runs()).toBe(1);
  });
});

describe('http(contract, { idempotent: true, prefetch })', () => {
  it("starts the route's reads before the claim answers, hands them to the handler, and drops them on a replay", async () => {
    const order = claims;
    order.length = 0;
    let reads = 0;
    const h = http(
      contract,
      {
        idempotent: true,
        prefetch: ({ body }) => {
          reads++;
          order.push('prefetch');
          return { doubled: Promise.resolve(body.n * 2) };
        },
      },
      async ({ prefetched }) => {
        order.push('handler');
        return { run: await prefetched.doubled };
      },
    );
    const key = randomUUID();
    expect((await send(h, key, { n: 21 })).json).toEqual({ run: 42 });
    // asked before the claim, so it runs beside it; the handler only after the claim
    expect(order).toEqual(['prefetch', 'claim', 'handler']);
    const replayed = await send(h, key, { n: 21 });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(order).toEqual(['prefetch', 'claim', 'handler', 'prefetch', 'claim']); // read again; the handler never ran
    expect(reads).toBe(2);
  });

  it("a prefetch that fails is the handler's failure: a 4xx stored and replayed, a throw at once too, none unhandled", async () => {
    const { NotFoundError } = await import('../base/errors');
    const unhandled: unknown[] = [];
    const onUnhandled = (err: unknown) => unhandled.push(err);
    process.on('unhandledRejection', onUnhandled);
    try {
      let runs = 0;
      const rejecting = http(
        contract,
        { idempotent: true, prefetch: () => ({ item: Promise.reject(new NotFoundError('Conversation not found')) }) },
        async ({ prefetched }) => {
          runs++;
          await prefetched.item;
          return { run: runs };
        },
      );
      const key = randomUUID();
      expect((await send(rejecting, key)).status).toBe(404);
      const again = await send(rejecting, key);
      expect([again.status, again.headers['idempotent-replayed']]).toEqual([404, 'true']);
      expect(runs).toBe(1);
      // replayed without running: its prefetch's rejection is dropped, never unhandled
      await new Promise((resolve) => setTimeout(resolve, 20));
      const throwing = http(
        contract,
        {
          idempotent: true,
          prefetch: () => {
            throw new NotFoundError('No such conversation');
          },
        },
        async () => ({ run: 0 }),
      );
      const thrownKey = randomUUID();
      expect((await send(throwing, thrownKey)).status).toBe(404);
      expect((await send(throwing, thrownKey)).headers['idempotent-replayed']).toBe('true');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
