import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { MAX_RECEIVE_COUNT } from '../../functions/routes';
import { invokeHandler, type LambdaHandler, loadHandler } from './handlers';
import { functionNameOf, lambdaContext } from './lambda-event';

/**
 * The in-process stand-in for SQS + the Lambda event source mapping, with the topology of AWS: one
 * queue per consumer (routes.ts `queueConsumers`), so a message reaches exactly the consumer of the
 * queue it was sent to. Batches of up to `batchSize` real SQSEvent records, partial batch failures
 * (`batchItemFailures`), a visibility-timeout style retry and a dead-letter list after
 * `maxReceiveCount` receives.
 *
 * Backend contract: functions/adapters/queue.ts sends with the real SQS client to the local SQS
 * endpoint (infra/local/sqs-endpoint.ts), which calls `send(queueName, body)` here.
 */

export interface QueueConsumerLike {
  name: string;
  entry: string;
  /** Records per invocation; default LocalQueueOptions.batchSize. */
  batchSize?: number;
  /** The consumer's Lambda timeout; default LocalQueueOptions.timeoutMs. */
  timeoutSeconds?: number;
  /** Its event source's batching window (routes.ts); default LocalQueueOptions.batchWindowMs. */
  maxBatchingWindowSeconds?: number;
}

export interface DeadLetter {
  consumer: string;
  record: SQSRecord;
  error?: string;
}

export interface LocalQueueOptions {
  consumers: readonly QueueConsumerLike[];
  /** Root for relative entries. */
  root?: string;
  /** Default batch size of consumers that do not set their own. */
  batchSize?: number;
  /** How long a batch waits for more messages (SQS "maximum batching window"). */
  batchWindowMs?: number;
  maxReceiveCount?: number;
  /** Delay before a failed record is visible again (grows with each receive). */
  retryDelayMs?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
  /** Overrides handler loading (tests). */
  loadHandler?: (entry: string) => Promise<LambdaHandler>;
}

interface Pending {
  messageId: string;
  body: string;
  sentAt: number;
  firstReceiveAt?: number;
  receiveCount: number;
}

export class QueueDoesNotExistError extends Error {}

const queueArnOf = (name: string) => `arn:aws:sqs:us-east-1:000000000000:parley-local-${name}`;

class ConsumerQueue {
  private ready: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private inFlight = 0;
  private delayed = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    readonly consumer: QueueConsumerLike,
    private readonly opts: Required<Omit<LocalQueueOptions, 'consumers' | 'root' | 'log' | 'loadHandler'>> & {
      log: (line: string) => void;
      load: (entry: string) => Promise<LambdaHandler>;
      deadLetters: DeadLetter[];
    },
  ) {}

  enqueue(message: Pending): void {
    this.ready.push(message);
    this.schedule();
  }

  private schedule(): void {
    if (this.ready.length >= this.opts.batchSize) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      void this.flush(false);
    } else if (this.ready.length > 0 && this.opts.batchWindowMs === 0) {
      // no batching window (AWS's MaximumBatchingWindowInSeconds 0): what is ready goes now
      void this.flush(true);
    } else if (!this.timer && this.ready.length > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush(true);
      }, this.opts.batchWindowMs);
    }
  }

  /** Delivers full batches; a partial one only when its batching window has passed (`windowElapsed`). */
  private async flush(windowElapsed: boolean): Promise<void> {
    let partialAllowed = windowElapsed;
    while (this.ready.length >= this.opts.batchSize || (partialAllowed && this.ready.length > 0)) {
      partialAllowed = false;
      const batch = this.ready.splice(0, this.opts.batchSize);
      this.inFlight++;
      try {
        await this.deliver(batch);
      } finally {
        this.inFlight--;
      }
    }
    this.schedule();
    this.notifyIfIdle();
  }

  private toRecord(m: Pending): SQSRecord {
    return {
      messageId: m.messageId,
      receiptHandle: randomBytes(32).toString('base64'),
      body: m.body,
      attributes: {
        ApproximateReceiveCount: String(m.receiveCount),
        SentTimestamp: String(m.sentAt),
        SenderId: 'LOCAL',
        ApproximateFirstReceiveTimestamp: String(m.firstReceiveAt),
      },
      messageAttributes: {},
      md5OfBody: createHash('md5').update(m.body).digest('hex'),
      eventSource: 'aws:sqs',
      eventSourceARN: queueArnOf(this.consumer.name),
      awsRegion: 'us-east-1',
    };
  }

  private async deliver(batch: Pending[]): Promise<void> {
    const now = Date.now();
    for (const m of batch) {
      m.receiveCount++;
      m.firstReceiveAt ??= now;
    }
    const records = batch.map((m) => this.toRecord(m));
    const event: SQSEvent = { Records: records };
    let failed: Set<string>;
    let error: string | undefined;
    try {
      const handler = await this.opts.load(this.consumer.entry);
      const context = lambdaContext(functionNameOf(this.consumer.entry), randomUUID(), this.opts.timeoutMs);
      const result = (await invokeHandler(handler, event, context, this.opts.timeoutMs)) as
        | SQSBatchResponse
        | undefined;
      const ids = (result?.batchItemFailures ?? []).map((f) => f.itemIdentifier);
      // Like Lambda: an identifier that is not in the batch fails the whole batch.
      const known = new Set(batch.map((m) => m.messageId));
      failed = ids.some((id) => !known.has(id)) ? known : new Set(ids);
      if (failed.size > 0) error = 'reported in batchItemFailures';
    } catch (err) {
      // A thrown error fails every record of the batch.
      this.opts.log(`queue ${this.consumer.name}: consumer threw: ${(err as Error).stack ?? err}`);
      failed = new Set(batch.map((m) => m.messageId));
      error = (err as Error).message;
    }
    for (const m of batch) {
      if (!failed.has(m.messageId)) continue;
      if (m.receiveCount >= this.opts.maxReceiveCount) {
        const record = records.find((r) => r.messageId === m.messageId)!;
        this.opts.deadLetters.push({ consumer: this.consumer.name, record, error });
        this.opts.log(
          `queue ${this.consumer.name}: message ${m.messageId} moved to the dead-letter list after ${m.receiveCount} receives` +
            ` (dead letters: ${this.opts.deadLetters.length})`,
        );
      } else {
        this.delayed++;
        setTimeout(() => {
          this.delayed--;
          this.enqueue(m);
        }, this.opts.retryDelayMs * m.receiveCount);
      }
    }
  }

  get idle(): boolean {
    return this.ready.length === 0 && this.inFlight === 0 && this.delayed === 0 && !this.timer;
  }

  private notifyIfIdle(): void {
    if (!this.idle) return;
    const waiters = this.idleWaiters.splice(0);
    for (const w of waiters) w();
  }

  whenIdle(): Promise<void> {
    if (this.idle) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops timers; messages still waiting are dropped (like stopping a local dev server). */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.ready = [];
  }
}

export class LocalQueue {
  readonly deadLetters: DeadLetter[] = [];
  private readonly queues = new Map<string, ConsumerQueue>();
  private readonly log: (line: string) => void;

  constructor(opts: LocalQueueOptions) {
    this.log = opts.log ?? ((line) => console.error(line));
    const root = opts.root;
    const shared = {
      batchSize: opts.batchSize ?? 10,
      batchWindowMs: opts.batchWindowMs ?? 20,
      maxReceiveCount: opts.maxReceiveCount ?? MAX_RECEIVE_COUNT,
      retryDelayMs: opts.retryDelayMs ?? 100,
      timeoutMs: opts.timeoutMs ?? 60_000,
      log: this.log,
      load: opts.loadHandler ?? ((entry: string) => loadHandler(entry, root)),
      deadLetters: this.deadLetters,
    };
    // One queue per consumer, as in AWS (infra/stacks/data-stack.ts): a message goes to one consumer only.
    for (const c of opts.consumers) {
      if (this.queues.has(c.name)) throw new Error(`Two queue consumers are named ${c.name}`);
      this.queues.set(
        c.name,
        new ConsumerQueue(c, {
          ...shared,
          batchSize: c.batchSize ?? shared.batchSize,
          batchWindowMs:
            c.maxBatchingWindowSeconds === undefined ? shared.batchWindowMs : c.maxBatchingWindowSeconds * 1000,
          timeoutMs: c.timeoutSeconds ? c.timeoutSeconds * 1000 : shared.timeoutMs,
        }),
      );
    }
  }

  get deadLetterCount(): number {
    return this.deadLetters.length;
  }

  /** The dead letters of one consumer's queue (its dead-letter queue's depth in AWS). */
  deadLetterCountOf(queueName: string): number {
    if (!this.queues.has(queueName)) {
      throw new QueueDoesNotExistError(`The queue ${queueName} does not exist (no such consumer in routes.ts)`);
    }
    return this.deadLetters.filter((d) => d.consumer === queueName).length;
  }

  /** The queue names (one per consumer). */
  get names(): string[] {
    return [...this.queues.keys()];
  }

  /** SQS SendMessage to the queue of consumer `queueName`; like SQS, an unknown queue is an error. */
  async send(queueName: string, messageBody: string): Promise<{ messageId: string }> {
    if (typeof messageBody !== 'string') throw new TypeError('messageBody must be a string');
    if (Buffer.byteLength(messageBody) > 256 * 1024) throw new Error('SQS message bodies are limited to 256 KiB');
    const queue = this.queues.get(queueName);
    if (!queue)
      throw new QueueDoesNotExistError(`The queue ${queueName} does not exist (no such consumer in routes.ts)`);
    const messageId = randomUUID();
    queue.enqueue({ messageId, body: messageBody, sentAt: Date.now(), receiveCount: 0 });
    return { messageId };
  }

  /** Resolves when every message has been processed, retried to the end or dead-lettered. */
  async drain(): Promise<void> {
    // Loop: a consumer may send new messages while others finish.
    const all = [...this.queues.values()];
    while (all.some((q) => !q.idle)) {
      await Promise.all(all.map((q) => q.whenIdle()));
    }
  }

  close(): void {
    for (const q of this.queues.values()) q.close();
  }
}
