import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalQueue, type LocalQueueOptions, QueueDoesNotExistError } from './queue';

/**
 * A minimal SQS-compatible endpoint in front of the local queue, so functions/adapters/queue.ts runs
 * the real `@aws-sdk/client-sqs` client at home too (SQS_ENDPOINT). The SDK speaks the AWS JSON 1.0
 * protocol: POST / with `X-Amz-Target: AmazonSQS.<Operation>` and a JSON body. Only what the backend
 * sends is served — SendMessage, SendMessageBatch and GetQueueUrl, and GetQueueAttributes
 * (ApproximateNumberOfMessages) of a dead-letter queue for the admin's system health; anything else is an
 * UnsupportedOperation error, as SQS answers it. Queue URLs are `<endpoint>/000000000000/<consumer>`, a
 * consumer's dead-letter queue `<endpoint>/000000000000/<consumer>-dlq`.
 */
export const LOCAL_ACCOUNT = '000000000000';

export const localQueueUrl = (endpoint: string, name: string) => `${endpoint}/${LOCAL_ACCOUNT}/${name}`;
const DLQ_SUFFIX = '-dlq';

/** The queue settings of every function at home, the same names the api stack sets in AWS. */
export function localQueueEnv(endpoint: string, queueNames: readonly string[]) {
  return {
    SQS_ENDPOINT: endpoint,
    QUEUE_URLS: JSON.stringify(Object.fromEntries(queueNames.map((n) => [n, localQueueUrl(endpoint, n)]))),
    DEAD_LETTER_QUEUE_URLS: JSON.stringify(
      Object.fromEntries(queueNames.map((n) => [n, localQueueUrl(endpoint, `${n}${DLQ_SUFFIX}`)])),
    ),
  };
}

export interface SqsEndpoint {
  /** http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
}

class SqsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const md5 = (body: string) => createHash('md5').update(body, 'utf8').digest('hex');

function queueNameOf(queueUrl: unknown): string {
  if (typeof queueUrl !== 'string') throw new SqsError('MissingParameter', 'The request must contain QueueUrl.');
  try {
    return new URL(queueUrl).pathname.split('/').filter(Boolean).pop() ?? '';
  } catch {
    throw new SqsError('InvalidAddress', `The address ${queueUrl} is not valid for this endpoint.`);
  }
}

async function send(queue: LocalQueue, queueName: string, body: unknown) {
  if (typeof body !== 'string' || body.length === 0) {
    throw new SqsError('MissingParameter', 'The request must contain the parameter MessageBody.');
  }
  try {
    const { messageId } = await queue.send(queueName, body);
    return { MessageId: messageId, MD5OfMessageBody: md5(body) };
  } catch (err) {
    if (err instanceof QueueDoesNotExistError) throw new SqsError('QueueDoesNotExist', err.message);
    throw new SqsError('InvalidParameterValue', (err as Error).message);
  }
}

async function operate(queue: LocalQueue, endpoint: string, op: string, input: Record<string, unknown>) {
  switch (op) {
    case 'SendMessage':
      return send(queue, queueNameOf(input.QueueUrl), input.MessageBody);
    case 'SendMessageBatch': {
      const name = queueNameOf(input.QueueUrl);
      const entries = Array.isArray(input.Entries) ? (input.Entries as { Id?: string; MessageBody?: unknown }[]) : [];
      if (entries.length === 0 || entries.length > 10) {
        throw new SqsError('AWS.SimpleQueueService.TooManyEntriesInBatchRequest', 'A batch holds 1 to 10 entries.');
      }
      const Successful = [];
      const Failed = [];
      for (const e of entries) {
        try {
          Successful.push({ Id: e.Id, ...(await send(queue, name, e.MessageBody)) });
        } catch (err) {
          // a queue that does not exist fails the whole call, as in SQS; a bad entry fails alone
          if (err instanceof SqsError && err.code === 'QueueDoesNotExist') throw err;
          Failed.push({ Id: e.Id, SenderFault: true, Code: (err as SqsError).code, Message: (err as Error).message });
        }
      }
      return { Successful, Failed };
    }
    case 'GetQueueUrl': {
      const name = String(input.QueueName ?? '');
      if (!queue.names.includes(name)) throw new SqsError('QueueDoesNotExist', `The queue ${name} does not exist.`);
      return { QueueUrl: localQueueUrl(endpoint, name) };
    }
    case 'GetQueueAttributes': {
      const name = queueNameOf(input.QueueUrl);
      if (!name.endsWith(DLQ_SUFFIX)) {
        throw new SqsError(
          'UnsupportedOperation',
          'The local SQS endpoint reads the attributes of dead-letter queues only.',
        );
      }
      let depth: number;
      try {
        depth = queue.deadLetterCountOf(name.slice(0, -DLQ_SUFFIX.length));
      } catch (err) {
        if (err instanceof QueueDoesNotExistError) throw new SqsError('QueueDoesNotExist', err.message);
        throw err;
      }
      return { Attributes: { ApproximateNumberOfMessages: String(depth) } };
    }
    default:
      throw new SqsError('UnsupportedOperation', `The local SQS endpoint does not implement ${op}.`);
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw;
}

function reply(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', ...extra });
  res.end(JSON.stringify(body));
}

/** Starts the endpoint on a free loopback port. */
export async function startSqsEndpoint(queue: LocalQueue): Promise<SqsEndpoint> {
  let url = '';
  const server = createServer(async (req, res) => {
    try {
      const target = String(req.headers['x-amz-target'] ?? '');
      if (req.method !== 'POST' || !target.startsWith('AmazonSQS.')) {
        throw new SqsError('InvalidAction', 'Send AWS JSON 1.0 requests (POST with X-Amz-Target: AmazonSQS.*).');
      }
      let input: Record<string, unknown>;
      try {
        input = JSON.parse((await readBody(req)) || '{}');
      } catch {
        throw new SqsError('MalformedQueryString', 'The request body is not JSON.');
      }
      reply(res, 200, await operate(queue, url, target.slice('AmazonSQS.'.length), input));
    } catch (err) {
      const e = err instanceof SqsError ? err : new SqsError('InternalError', (err as Error).message, 500);
      reply(
        res,
        e.status,
        { __type: `com.amazonaws.sqs#${e.code}`, message: e.message },
        { 'x-amzn-query-error': `${e.code};Sender` },
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface LocalSqs {
  queue: LocalQueue;
  endpoint: SqsEndpoint;
  /** SQS_ENDPOINT and QUEUE_URLS for process.env. */
  env: ReturnType<typeof localQueueEnv>;
  /** Stops the queue (after the queued work when `drain`) and the endpoint. */
  stop(opts?: { drain?: boolean }): Promise<void>;
}

/** The local queue (one per consumer) behind its SQS endpoint. */
export async function startLocalSqs(opts: LocalQueueOptions): Promise<LocalSqs> {
  const queue = new LocalQueue(opts);
  const endpoint = await startSqsEndpoint(queue);
  return {
    queue,
    endpoint,
    env: localQueueEnv(endpoint.url, queue.names),
    async stop({ drain = false } = {}) {
      if (drain) await queue.drain();
      queue.close();
      await endpoint.close();
    },
  };
}
