import {
  type MessagePayload,
  type MessageType,
  messageEnvelope,
  messagePayloads,
} from '@shared/schemas/queue-messages';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { deadlineOf, runWithDeadline } from '../base/deadline';
import { type Logger, rootLogger } from '../base/logger';
import { claimMessage, completeMessage, releaseMessage } from '../db/message-claims';

export interface MessageContext {
  /** The envelope's idempotency key. */
  id: string;
  record: SQSRecord;
  /** 1 on the first delivery; the DLQ takes the message after routes.ts MAX_RECEIVE_COUNT. */
  receiveCount: number;
  log: Logger;
}

type Handlers<T extends MessageType> = { [K in T]: (payload: MessagePayload<K>, ctx: MessageContext) => Promise<void> };

/** Failed on purpose for this delivery (bad body, claimed elsewhere): the record is retried, the rest of the batch is not. */
class RecordError extends Error {}

/**
 * The queue consumer factory, the queue's `http()`: one handler per message type this consumer owns
 * (routes.ts `queueConsumers[].messageTypes`). For each SQS record it
 * - parses the envelope and the type's payload with zod; a malformed record fails alone and reaches
 *   the dead-letter queue after the last receive;
 * - claims the message's idempotency key (db/message-claims.ts), so a redelivered or resent message
 *   is processed once (unless the consumer says its work may repeat: `once: false`);
 * - logs one JSON line with the SQS message id, type and key;
 * - reports the records that failed as `batchItemFailures` (the event source has
 *   ReportBatchItemFailures on), so the others are not redone.
 * Records of a batch run side by side; each handler gets the Lambda's deadline (base/deadline.ts).
 */
export interface ConsumerOptions {
  /**
   * false: no claim (two fewer writes, one of them before the handler) for handlers whose work may be
   * repeated without harm, such as a live push that clients de-duplicate by message id
   * (functions/queue/live-fanout.ts). Default true: each idempotency key is processed once.
   */
  once?: boolean;
}

export function queueConsumer<T extends MessageType>(
  name: string,
  handlers: Handlers<T>,
  { once = true }: ConsumerOptions = {},
) {
  const types = Object.keys(handlers) as T[];
  const log = rootLogger.child({ consumer: name });

  async function processRecord(record: SQSRecord, context: Context): Promise<void> {
    const started = Date.now();
    const rlog = log.child({ messageId: record.messageId });
    const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? 1);
    let json: unknown;
    try {
      json = JSON.parse(record.body);
    } catch {
      rlog.error('message rejected', { reason: 'body is not JSON', receiveCount });
      throw new RecordError('body is not JSON');
    }
    const envelope = messageEnvelope.safeParse(json);
    if (!envelope.success || !types.includes(envelope.data.type as T)) {
      const reason = envelope.success ? `type ${envelope.data.type} is not handled here` : 'not a message envelope';
      rlog.error('message rejected', { reason, receiveCount });
      throw new RecordError(reason);
    }
    const type = envelope.data.type as T;
    const { id } = envelope.data;
    const mlog = rlog.child({ type, idempotencyKey: id });
    const payload = messagePayloads[type].safeParse(envelope.data.payload);
    if (!payload.success) {
      const fields = payload.error.issues.map((i) => i.path.join('.') || '(payload)');
      mlog.error('message rejected', { reason: 'invalid payload', fields, receiveCount });
      throw new RecordError('invalid payload');
    }

    const deadline = deadlineOf(context);
    const run = () =>
      runWithDeadline(deadline, () =>
        handlers[type](payload.data as MessagePayload<T>, { id, record, receiveCount, log: mlog }),
      );
    if (!once) {
      try {
        await run();
      } catch (err) {
        mlog.error('message failed', { error: err, receiveCount, ms: Date.now() - started });
        throw new RecordError((err as Error).message);
      }
      mlog.info('message processed', { receiveCount, ms: Date.now() - started });
      return;
    }
    const claim = await claimMessage(type, id, Number.isFinite(deadline) ? deadline - Date.now() + 1000 : 60_000);
    if (claim === 'done') {
      mlog.info('message skipped', { reason: 'already processed', receiveCount });
      return;
    }
    if (claim === 'busy') {
      mlog.warn('message deferred', { reason: 'another delivery is processing it', receiveCount });
      throw new RecordError('claimed by another delivery');
    }
    try {
      await run();
    } catch (err) {
      await releaseMessage(type, id).catch((e) => mlog.error('claim not released', { error: e }));
      mlog.error('message failed', { error: err, receiveCount, ms: Date.now() - started });
      throw new RecordError((err as Error).message);
    }
    await completeMessage(type, id);
    mlog.info('message processed', { receiveCount, ms: Date.now() - started });
  }

  const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    const results = await Promise.allSettled(event.Records.map((r) => processRecord(r, context)));
    const batchItemFailures = event.Records.filter((_, i) => results[i].status === 'rejected').map((r) => ({
      itemIdentifier: r.messageId,
    }));
    for (const [i, r] of results.entries()) {
      // a RecordError is logged where it happened; anything else (e.g. the claim write) is logged here
      if (r.status === 'rejected' && !(r.reason instanceof RecordError)) {
        log.error('message failed', { messageId: event.Records[i].messageId, error: r.reason });
      }
    }
    return { batchItemFailures };
  };
  return Object.assign(handler, { messageTypes: types });
}
