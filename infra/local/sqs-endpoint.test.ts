import {
  GetQueueAttributesCommand,
  QueueDoesNotExist,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
  SQSServiceException,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { sendMessage, sendMessages } from '../../functions/adapters/queue';
import { resetConfigCache } from '../../functions/base/env';
import { consumerOf } from '../../functions/routes';
import { type LocalSqs, localQueueUrl, startLocalSqs } from './sqs-endpoint';

/**
 * Issue 8 item 1: the real @aws-sdk/client-sqs client talks to the local SQS endpoint, and each queue
 * feeds exactly one consumer, as in AWS (one queue per consumer).
 */
let sqs: LocalSqs | undefined;
afterEach(async () => {
  await sqs?.stop();
  sqs = undefined;
});

/** Two consumers that record the bodies they receive. */
async function twoConsumers(names: [string, string]) {
  const seen: Record<string, string[]> = { [names[0]]: [], [names[1]]: [] };
  sqs = await startLocalSqs({
    consumers: names.map((name) => ({ name, entry: `${name}.ts` })),
    loadHandler: async (entry) => async (event: SQSEvent) => {
      for (const r of event.Records) seen[entry.replace(/\.ts$/, '')].push(r.body);
      return { batchItemFailures: [] };
    },
    batchWindowMs: 5,
    log: () => {},
  });
  const client = new SQSClient({
    region: 'us-east-1',
    endpoint: sqs.endpoint.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { seen, client, sqs };
}

describe('local SQS endpoint', () => {
  it('takes SendMessage and SendMessageBatch from the real SQS client; two consumers never get each other’s messages', async () => {
    const { seen, client, sqs } = await twoConsumers(['alpha', 'beta']);
    const urls = JSON.parse(sqs.env.QUEUE_URLS) as Record<string, string>;
    expect(urls).toEqual({
      alpha: localQueueUrl(sqs.endpoint.url, 'alpha'),
      beta: localQueueUrl(sqs.endpoint.url, 'beta'),
    });
    // the SDK checks MD5OfMessageBody itself: a wrong digest would throw here
    const one = await client.send(new SendMessageCommand({ QueueUrl: urls.alpha, MessageBody: 'to alpha' }));
    expect(one.MessageId).toMatch(/^[0-9a-f-]{36}$/);
    const batch = await client.send(
      new SendMessageBatchCommand({
        QueueUrl: urls.beta,
        Entries: [
          { Id: '1', MessageBody: 'to beta 1' },
          { Id: '2', MessageBody: 'to beta 2' },
        ],
      }),
    );
    expect(batch.Successful?.map((s) => s.Id)).toEqual(['1', '2']);
    await sqs.queue.drain();
    expect(seen).toEqual({ alpha: ['to alpha'], beta: ['to beta 1', 'to beta 2'] });
  });

  it('answers an unknown queue with the QueueDoesNotExist error the SDK knows', async () => {
    const { client, sqs } = await twoConsumers(['alpha', 'beta']);
    const err = await client
      .send(new SendMessageCommand({ QueueUrl: localQueueUrl(sqs.endpoint.url, 'gamma'), MessageBody: 'x' }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SQSServiceException);
    expect(err).toBeInstanceOf(QueueDoesNotExist);
  });
});

describe('dead-letter depth through the local endpoint (the admin system health)', () => {
  it('answers GetQueueAttributes ApproximateNumberOfMessages per consumer from DEAD_LETTER_QUEUE_URLS', async () => {
    sqs = await startLocalSqs({
      consumers: [
        { name: 'alpha', entry: 'alpha.ts' },
        { name: 'beta', entry: 'beta.ts' },
      ],
      loadHandler: async () => async (event: SQSEvent) => ({
        batchItemFailures: event.Records.map((r) => ({ itemIdentifier: r.messageId })),
      }),
      batchWindowMs: 5,
      retryDelayMs: 1,
      maxReceiveCount: 2,
      log: () => {},
    });
    const client = new SQSClient({
      region: 'us-east-1',
      endpoint: sqs.endpoint.url,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await sqs.queue.send('beta', 'always fails');
    await sqs.queue.drain();
    const dlqs = JSON.parse(sqs.env.DEAD_LETTER_QUEUE_URLS) as Record<string, string>;
    const depth = async (url: string) =>
      (
        await client.send(
          new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages'] }),
        )
      ).Attributes?.ApproximateNumberOfMessages;
    expect(await depth(dlqs.alpha)).toBe('0');
    expect(await depth(dlqs.beta)).toBe('1');
    // only dead-letter queues are served; an unknown one is QueueDoesNotExist
    const err = await depth(localQueueUrl(sqs.endpoint.url, 'gamma-dlq')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(QueueDoesNotExist);
  });
});

describe('functions/adapters/queue.ts through the local endpoint', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigCache();
  });

  it('sends a typed envelope to the queue of the one consumer that owns the type, and no other', async () => {
    const owner = consumerOf('intents.sync').name;
    const { seen, sqs } = await twoConsumers([owner, 'bystander']);
    Object.assign(process.env, sqs.env);
    resetConfigCache();
    const payload = { clientId: 'c1', jobId: 'j1', intentId: 'i1' };
    await sendMessage('intents.sync', { payload, idempotencyKey: 'j1:i1' });
    await sendMessages(
      'intents.sync',
      Array.from({ length: 12 }, (_, n) => ({ payload: { ...payload, intentId: `i${n}` } })),
    );
    await sqs.queue.drain();
    expect(seen.bystander).toEqual([]);
    expect(seen[owner]).toHaveLength(13);
    expect(JSON.parse(seen[owner][0])).toEqual({ type: 'intents.sync', id: 'j1:i1', payload });
  });

  it('refuses a payload that does not match its type before anything is sent', async () => {
    const { seen, sqs } = await twoConsumers([consumerOf('intents.sync').name, 'bystander']);
    Object.assign(process.env, sqs.env);
    resetConfigCache();
    await expect(sendMessage('intents.sync', { payload: { clientId: 'c1', jobId: 'j1' } as never })).rejects.toThrow(
      /intentId/,
    );
    await sqs.queue.drain();
    expect(Object.values(seen).flat()).toEqual([]);
  });
});
