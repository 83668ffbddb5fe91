import { createHash } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { installLocalQueue, LocalQueue, uninstallLocalQueue } from './queue';

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
  afterEach(() => uninstallLocalQueue());

  it('delivers real SQSEvent batches of at most 10 records', async () => {
    const batches: SQSEvent[] = [];
    const q = queueWith(async (event) => {
      batches.push(event);
      return { batchItemFailures: [] };
    });
    for (let i = 0; i < 23; i++) await q.send(JSON.stringify({ i }));
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

  it('retries only the failed record and dead-letters it after 5 receives', async () => {
    const seen: { body: string; count: string }[] = [];
    const logs: string[] = [];
    const q = queueWith(async (event) => {
      for (const r of event.Records) seen.push({ body: r.body, count: r.attributes.ApproximateReceiveCount });
      return {
        batchItemFailures: event.Records.filter((r) => r.body === 'bad').map((r) => ({ itemIdentifier: r.messageId })),
      };
    }, logs);
    await q.send('good');
    await q.send('bad');
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
    await q.send('a');
    await q.send('b');
    await q.drain();
    expect(delivered.sort()).toEqual(['a:2', 'b:2']);
    expect(q.deadLetterCount).toBe(0);
    q.close();
  });

  it('is reachable through globalThis.__parleyLocalQueue (the backend adapter contract)', async () => {
    const bodies: string[] = [];
    const q = installLocalQueue({
      consumers: [{ name: 'c', entry: 'unused' }],
      loadHandler: async () => async (event: SQSEvent) => {
        for (const r of event.Records) bodies.push(r.body);
        return { batchItemFailures: [] };
      },
      log: () => {},
    });
    const { messageId } = await globalThis.__parleyLocalQueue!.send('{"type":"enrich"}');
    expect(messageId).toBeTruthy();
    await q.drain();
    expect(bodies).toEqual(['{"type":"enrich"}']);
  });
});
