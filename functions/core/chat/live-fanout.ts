import { MAX_PUSH_TARGETS } from '@shared/schemas/queue-messages';
import type { ConversationEvent } from '@shared/schemas/realtime';
import { sendMessage } from '../../adapters/queue';
import type { PushTarget } from './realtime-connections';

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
 *
 * `audience`: the conversation's sockets as the sender read them (realtime-connections.ts
 * conversationAudience), in the same moment as its write rather than after it, so the other side's wait
 * has no Query of its own: they travel with the events and the consumer pushes to them at once; nobody
 * listening, nothing is queued (clients catch up over HTTP whenever a socket opens). Read beside the
 * write, a socket whose $connect ends while the write is under way may be missed, if its catch-up read
 * also came before the write landed: a window of one write, of the kind the consumer's own Query has
 * always had (it reads gsi1, which lags the table), and the socket's next catch-up (each reopen) has the
 * message. Without `audience` (or when it could not be read, or is larger than a message takes) the
 * consumer reads the sockets itself, as before.
 */
export async function queueConversationEvents(
  clientId: string,
  events: readonly ConversationEvent[],
  audience?: readonly PushTarget[],
): Promise<void> {
  if (events.length === 0) return;
  if (audience && audience.length === 0) return;
  const targets =
    audience && audience.length <= MAX_PUSH_TARGETS
      ? audience.map((t) => ({
          connectionId: t.connectionId,
          clientId: t.clientId,
          kind: t.kind,
          conversationId: t.conversationId,
          expiresAt: t.expiresAt,
        }))
      : undefined;
  await sendMessage('realtime.conversation-events', {
    payload: { clientId, events: [...events], ...(targets ? { targets } : {}) },
  });
}
