import type { ConversationEvent } from '@shared/schemas/realtime';
import { sendMessage } from '../../adapters/queue';

/**
 * How a live message reaches the other side's sockets without the sender's HTTP reply waiting for it
 * (issue 30): the sender puts the turn's events on the live-fanout queue (one SendMessage) and answers;
 * the consumer (functions/queue/live-fanout.ts) reads the sockets in one Query and pushes.
 *
 * Why a queue, and why SQS rather than an asynchronous Lambda invocation: a Lambda is frozen once it has
 * answered, so a push left running ("not awaited") may never happen; both SQS and `Invoke` with
 * InvocationType Event hand the work to AWS before the reply. Measured end to end in eu-west-1
 * (bitesizedserverless.com, "Serverless messaging: latency compared", 2022), SQS standard through the
 * Lambda event source mapping delivers in p50 16 ms / p99 105 ms, an asynchronous Lambda invocation
 * (SNS's push) in p50 73 ms / p99 225 ms, SQS FIFO in p50 28 ms but p99 645 ms. At home the SQS path is
 * the one the local runtime reproduces with the real client (infra/local/sqs-endpoint.ts and queue.ts),
 * measured by `npm run bench:chat`. The queue adds a retry and a dead-letter queue: a push whose sockets
 * could not be read is delivered again rather than lost.
 *
 * If the queue refuses the message this throws: the message is stored, so the sender's request fails
 * and its client retries it under the same Idempotency-Key, which finds the stored message and queues its
 * events again (core/chat/live-chat.ts, core/chat/chat-pipeline.ts). A standard queue may reorder two
 * pushes sent within a few milliseconds; the portal sorts messages by time, and each side's catch-up over
 * HTTP after a reconnect returns them in order.
 */
export async function queueConversationEvents(clientId: string, events: readonly ConversationEvent[]): Promise<void> {
  if (events.length === 0) return;
  await sendMessage('realtime.conversation-events', { payload: { clientId, events: [...events] } });
}
