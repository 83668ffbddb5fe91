import type { MessageType } from '@shared/schemas/queue-messages';
import { consumerOf, queueConsumers } from '../routes';

/**
 * The consumer (and so the queue) of each message type, as adapters/queue.ts needs it. Lambda bundles
 * get this map as a literal (infra/build-functions.ts replaces this module, as it does kit/cors-routes.ts),
 * so no function that sends carries the whole route table. consumerOf throws on a type two consumers claim.
 */
export const queueOwners: Partial<Record<MessageType, string>> = Object.fromEntries(
  queueConsumers.flatMap((c) => c.messageTypes.map((type) => [type, consumerOf(type).name])),
);
