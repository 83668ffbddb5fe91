import { randomUUID } from 'node:crypto';
import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import {
  type MessageEnvelope,
  type MessagePayload,
  type MessageType,
  messageEnvelope,
  messagePayloads,
} from '@shared/schemas/queue-messages';
import * as z from 'zod';
import { ConfigError, config } from '../base/env';
import { queueOwners } from './queue-owners';
import { sqsClient } from './sqs-client';

/**
 * The one way to put work on a queue. A message is a typed envelope `{type, id, payload}` (shared/
 * schemas/queue-messages.ts); it goes to the queue of the one consumer that owns its type (routes.ts),
 * whose URL comes from QUEUE_URLS. The real SQS client sends it in AWS and at home, where SQS_ENDPOINT
 * points it at the local runtime's SQS endpoint (infra/local/sqs-endpoint.ts).
 */
const sqs = () => sqsClient(3);

const queueUrls = z.record(z.string(), z.string().url());

/** The URL of the queue whose consumer owns `type`. */
export function queueUrlOf(type: MessageType): string {
  const consumer = queueOwners[type];
  if (!consumer) throw new ConfigError(`No queue consumer in routes.ts takes message type ${type}`);
  let urls: z.infer<typeof queueUrls>;
  try {
    urls = queueUrls.parse(JSON.parse(config('QUEUE_URLS').QUEUE_URLS));
  } catch {
    throw new ConfigError('Invalid or missing configuration: QUEUE_URLS (a JSON object of consumer name → queue URL)');
  }
  const url = urls[consumer];
  if (!url) throw new ConfigError(`QUEUE_URLS has no queue for consumer ${consumer} (message type ${type})`);
  return url;
}

export interface OutgoingMessage<T extends MessageType> {
  payload: MessagePayload<T>;
  /** Same key, same work: the consumer processes a key once. Default: a fresh id (no dedupe). */
  idempotencyKey?: string;
}

/** The body of one message, checked against the type's payload schema before it leaves. */
export function envelopeOf<T extends MessageType>(type: T, message: OutgoingMessage<T>): string {
  const envelope: MessageEnvelope = {
    type,
    id: message.idempotencyKey ?? randomUUID(),
    payload: messagePayloads[type].parse(message.payload),
  };
  return JSON.stringify(messageEnvelope.parse(envelope));
}

export async function sendMessage<T extends MessageType>(type: T, message: OutgoingMessage<T>): Promise<string> {
  const out = await sqs().send(
    new SendMessageCommand({ QueueUrl: queueUrlOf(type), MessageBody: envelopeOf(type, message) }),
  );
  return out.MessageId ?? '';
}

const SQS_BATCH_LIMIT = 10;

/** Several messages of one type, ten per SendMessageBatch call; throws if any of them was not accepted. */
export async function sendMessages<T extends MessageType>(type: T, messages: OutgoingMessage<T>[]): Promise<void> {
  const url = queueUrlOf(type);
  const bodies = messages.map((m) => envelopeOf(type, m));
  for (let i = 0; i < bodies.length; i += SQS_BATCH_LIMIT) {
    const chunk = bodies.slice(i, i + SQS_BATCH_LIMIT);
    const out = await sqs().send(
      new SendMessageBatchCommand({
        QueueUrl: url,
        Entries: chunk.map((MessageBody, n) => ({ Id: String(n), MessageBody })),
      }),
    );
    if (out.Failed?.length) {
      const first = out.Failed[0];
      throw new Error(`SQS refused ${out.Failed.length} of ${chunk.length} messages (${first.Code}: ${first.Message})`);
    }
  }
}
