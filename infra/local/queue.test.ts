import { createHash } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { LocalQueue, QueueDoesNotExistError } from './queue';

function queueWith(handler: (event: SQSEvent) => Promise<unknown>, logs: string[] = []) {
  return new LocalQueue({
    consumers: [{ name: 'test', entry: 'unused' }],
    loadHandler: async () => handler,
    retryDelayMs: 2,
    batchWindowMs: 5,
    log: (l) => logs.push(l),
  });
}

describe('LocalQueue', () => {
  it('delivers real SQSEvent batches of at most 10 records', async () => {
    const batches: SQSEvent[] = [];
    const q = queueWith(async (event) => {
      batches.push(event);
      return { batchItemFailures: [] };
    });
    for (let i = 0; i < 23; i++) await q.send('test', JSON.stringify({ i }));
    await q.drain();
    expect(batches.map((b) => b.Records.length)).toEqual([10, 10, 3]);
    const r = batches[0].Records[0];
    expect(r).toMatchObject({
      body: '{"i":0}',
      eventSource: 'aws:sqs',
      awsRegion: 'us-east-1',
      attributes: { ApproximateReceiveCount: '1', SenderId: 'LOCAL' },
      messageAttributes: {},
    });
    expect(r.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.receiptHandle.length).toBeGreaterThan(20);
    expect(r.md5OfBody).toBe(createHash('md5').update('{"i":0}').digest('hex'));
    expect(r.eventSourceARN).toMatch(/^arn:aws:sqs:/);
    q.close();
  });

  it('waits no batching window for a consumer whose window is 0 (routes.ts maxBatchingWindowSeconds, as AWS)', async () => {
    const arrivals: Record<string, number> = {};
    const q = new LocalQueue({
      consumers: [
        { name: 'now', entry: 'now', maxBatchingWindowSeconds: 0 },
        { name: 'later', entry: 'later' },
      ],
      loadHandler: async (entry) => async () => {
        arrivals[entry] = performance.now();
        return { batchItemFailures: [] };
      },
      batchWindowMs: 200,
      log: () => undefined,
    });
    const sent = performance.now();
    await q.send('now', 'x');
    await q.send('later', 'y');
    await q.drain();
    expect(arrivals.now - sent).toBeLessThan(arrivals.later - sent);
    expect(arrivals.later - sent).toBeGreaterThanOrEqual(190);
    q.close();
  });

  it('retries only the failed record and dead-letters it after 5 receives', async () => {
    const seen: { body: string; count: string }[] = [];
    const logs: string[] = [];
    const q = queueWith(async (event) => {
      for (const r of event.Records) seen.push({ body: r.body, count: r.attributes.ApproximateReceiveCount });
      return {
        batchItemFailures: event.Records.filter((r) => r.body === 'bad').map((r) => ({ itemIdentifier: r.messageId })),
      };
    }, logs);
    await q.send('test', 'good');
    await q.send('test', 'bad');
    await q.drain();
    expect(seen.filter((s) => s.body === 'good')).toEqual([{ body: 'good', count: '1' }]);
    expect(seen.filter((s) => s.body === 'bad').map((s) => s.count)).toEqual(['1', '2', '3', '4', '5']);
    expect(q.deadLetterCount).toBe(1);
    expect(q.deadLetters[0].record.body).toBe('bad');
    expect(logs.some((l) => l.includes('dead-letter'))).toBe(true);
    q.close();
  });

  it('retries the whole batch when the consumer throws, and recovers', async () => {
    let calls = 0;
    const delivered: string[] = [];
    const q = queueWith(async (event) => {
      calls++;
      if (calls === 1) throw new Error('transient');
      for (const r of event.Records) delivered.push(`${r.body}:${r.attributes.ApproximateReceiveCount}`);
    });
    await q.send('test', 'a');
    await q.send('test', 'b');
    await q.drain();
    expect(delivered.sort()).toEqual(['a:2', 'b:2']);
    expect(q.deadLetterCount).toBe(0);
    q.close();
  });

  it('gives each consumer only the messages sent to its own queue (no fan-out)', async () => {
    const seen: Record<string, string[]> = { a: [], b: [] };
    const q = new LocalQueue({
      consumers: [
        { name: 'a', entry: 'a.ts' },
        { name: 'b', entry: 'b.ts' },
      ],
      loadHandler: async (entry) => async (event: SQSEvent) => {
        for (const r of event.Records) seen[entry.slice(0, 1)].push(r.body);
      },
      batchWindowMs: 5,
      log: () => {},
    });
    for (let i = 0; i < 3; i++) {
      await q.send('a', `a${i}`);
      await q.send('b', `b${i}`);
    }
    await q.drain();
    expect(seen).toEqual({ a: ['a0', 'a1', 'a2'], b: ['b0', 'b1', 'b2'] });
    await expect(q.send('c', 'x')).rejects.toBeInstanceOf(QueueDoesNotExistError);
    q.close();
  });

  it("uses each consumer's own batch size and timeout, and names its queue in eventSourceARN", async () => {
    const batches: { size: number; arn: string }[] = [];
    const q = new LocalQueue({
      consumers: [{ name: 'slow', entry: 'slow.ts', batchSize: 2, timeoutSeconds: 1 }],
      loadHandler: async () => async (event: SQSEvent) => {
        batches.push({ size: event.Records.length, arn: event.Records[0].eventSourceARN });
        if (event.Records.some((r) => r.body === 'hang')) await new Promise((r) => setTimeout(r, 1500));
      },
      batchWindowMs: 5,
      retryDelayMs: 2,
      maxReceiveCount: 1,
      log: () => {},
    });
    for (const body of ['1', '2', '3', 'hang']) await q.send('slow', body);
    await q.drain();
    expect(batches.map((b) => b.size)).toEqual([2, 2]);
    expect(batches[0].arn).toMatch(/:parley-local-slow$/);
    // the second batch overran the consumer's 1 s timeout: both its records failed and were dead-lettered
    expect(q.deadLetters.map((d) => d.record.body).sort()).toEqual(['3', 'hang']);
    q.close();
  });
});
