import * as z from 'zod';
import { id } from './common';

/**
 * Every message that travels through a queue. Each type belongs to exactly one consumer (routes.ts
 * `queueConsumers[].messageTypes`): the sender (functions/adapters/queue.ts) validates the payload
 * and picks that consumer's queue, the consumer (functions/kit/queue-consumer.ts) validates it again.
 */
export const messagePayloads = {
  /** Push one intent of a sync-all job to Dialogflow CX (functions/queue/intent-sync.ts). */
  'intents.sync': z.object({ clientId: id, jobId: id, intentId: id }).strict(),
} as const;
export type MessageType = keyof typeof messagePayloads;
export type MessagePayload<T extends MessageType> = z.output<(typeof messagePayloads)[T]>;

/**
 * What a queue message body holds. `id` is the idempotency key: a message delivered twice (SQS is
 * at-least-once; a sender may retry) with the same key is processed once.
 */
export const messageEnvelope = z.object({
  type: z.string().min(1).max(100),
  id: z.string().min(1).max(200),
  payload: z.unknown(),
});
export type MessageEnvelope = z.infer<typeof messageEnvelope>;
