import { randomUUID } from 'node:crypto';
import type { MessagePayload } from '@shared/schemas/queue-messages';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalQueue } from '../../infra/local/queue';
import { resetConfigCache } from '../base/env';
import { MAX_RECEIVE_COUNT } from '../routes';
import { queueConsumer } from './queue-consumer';

/** Issue 8 item 1: the consumer factory against DynamoDB Local (its idempotency claims live in the table). */
const context = { getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
const payload = (intentId = 'i1'): MessagePayload<'intents.sync'> => ({ clientId: 'c1', jobId: 'j1', intentId });
const envelope = (id: string, p: unknown = payload(), type = 'intents.sync') =>
  JSON.stringify({ type, id, payload: p });

function record(body: string, receiveCount = 1): SQSRecord {
  return {
    messageId: randomUUID(),
    receiptHandle: 'r',
    body,
    attributes: {
      ApproximateReceiveCount: String(receiveCount),
      SentTimestamp: '0',
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:test',
    awsRegion: 'us-east-1',
  };
}
const event = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

describe('queueConsumer', () => {
  const logSilent = process.env.LOG_SILENT;
  afterEach(() => {
    vi.restoreAllMocks();
    process.env.LOG_SILENT = logSilent;
    resetConfigCache();
  });

  it('fails only the malformed records of a batch: not JSON, not an envelope, a foreign type, a bad payload', async () => {
    const seen: string[] = [];
    const handler = queueConsumer('test', {
      'intents.sync': async (p) => {
        seen.push(p.intentId);
      },
    });
    const good = record(envelope(randomUUID(), payload('ok')));
    const bad = [
      record('not json'),
      record(JSON.stringify({ hello: 'world' })),
      record(envelope(randomUUID(), payload(), 'leads.enrich')),
      record(envelope(randomUUID(), { clientId: 'c1' })),
    ];
    const result = await handler(event(bad[0], good, ...bad.slice(1)), context);
    expect(seen).toEqual(['ok']);
    expect(result.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(bad.map((r) => r.messageId).sort());
  });

  it('processes an idempotency key once: a redelivery and a resent copy are skipped as successes', async () => {
    let runs = 0;
    const handler = queueConsumer('test', {
      'intents.sync': async () => {
        runs++;
      },
    });
    const id = randomUUID();
    expect((await handler(event(record(envelope(id))), context)).batchItemFailures).toEqual([]);
    expect((await handler(event(record(envelope(id), 2)), context)).batchItemFailures).toEqual([]);
    expect((await handler(event(record(envelope(id))), context)).batchItemFailures).toEqual([]);
    expect(runs).toBe(1);
  });

  it('lets one of two simultaneous deliveries work and retries the other later, which is then skipped', async () => {
    let runs = 0;
    const handler = queueConsumer('test', {
      'intents.sync': async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 50));
      },
    });
    const id = randomUUID();
    const twins = [record(envelope(id)), record(envelope(id))];
    const first = await handler(event(...twins), context);
    expect(first.batchItemFailures).toHaveLength(1);
    const retried = twins.find((t) => t.messageId === first.batchItemFailures[0].itemIdentifier)!;
    expect((await handler(event(retried), context)).batchItemFailures).toEqual([]);
    expect(runs).toBe(1);
  });

  it('releases the key when the handler fails, so the next delivery does the work', async () => {
    let runs = 0;
    const handler = queueConsumer('test', {
      'intents.sync': async () => {
        runs++;
        if (runs === 1) throw new Error('transient');
      },
    });
    const r = record(envelope(randomUUID()));
    expect((await handler(event(r), context)).batchItemFailures).toEqual([{ itemIdentifier: r.messageId }]);
    expect((await handler(event(r), context)).batchItemFailures).toEqual([]);
    expect(runs).toBe(2);
  });

  it('with once: false claims nothing: a redelivery runs again, and a failure is retried (issue 30, live pushes)', async () => {
    let runs = 0;
    const handler = queueConsumer(
      'test',
      {
        'intents.sync': async () => {
          runs++;
          if (runs === 2) throw new Error('transient');
        },
      },
      { once: false },
    );
    const id = randomUUID();
    expect((await handler(event(record(envelope(id))), context)).batchItemFailures).toEqual([]);
    const again = record(envelope(id), 2);
    expect((await handler(event(again), context)).batchItemFailures).toEqual([{ itemIdentifier: again.messageId }]);
    expect((await handler(event(record(envelope(id), 3)), context)).batchItemFailures).toEqual([]);
    expect(runs).toBe(3);
    // and a malformed record is still refused before any work
    expect((await handler(event(record('not json')), context)).batchItemFailures).toHaveLength(1);
    expect(runs).toBe(3);
  });

  it('logs one JSON line per message with its SQS message id, type and key', async () => {
    process.env.LOG_SILENT = 'false';
    resetConfigCache();
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const handler = queueConsumer('test', { 'intents.sync': async () => {} });
    const id = randomUUID();
    const r = record(envelope(id));
    await handler(event(r), context);
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'message processed');
    expect(logged).toMatchObject({
      consumer: 'test',
      messageId: r.messageId,
      type: 'intents.sync',
      idempotencyKey: id,
    });
  });

  it('through the local queue: a malformed message reaches the dead-letter list after the last receive, the good one is done once', async () => {
    let runs = 0;
    const handler = queueConsumer('test', {
      'intents.sync': async () => {
        runs++;
      },
    });
    const q = new LocalQueue({
      consumers: [{ name: 'test', entry: 'test.ts' }],
      loadHandler: async () => handler,
      retryDelayMs: 2,
      batchWindowMs: 5,
      log: () => {},
    });
    await q.send('test', '{"type":"intents.sync"}');
    await q.send('test', envelope(randomUUID()));
    await q.drain();
    q.close();
    expect(runs).toBe(1);
    expect(q.deadLetters.map((d) => d.record.body)).toEqual(['{"type":"intents.sync"}']);
    expect(q.deadLetters[0].record.attributes.ApproximateReceiveCount).toBe(String(MAX_RECEIVE_COUNT));
  });
});
