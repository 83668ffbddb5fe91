import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { TTL_ATTRIBUTE } from './table';

/**
 * Idempotency of queue messages (kit/queue-consumer.ts): one claim item per message type and key.
 *
 *   pk `msg#<type>#<key>`  sk `claim`   status processing | done, leaseUntil (epoch ms), expiresAt (TTL)
 *
 * A consumer claims a message with a conditional put before it works on it: only one delivery at a time
 * holds the claim, a finished message stays `done` (a redelivery is skipped), and a claim whose holder
 * died (lease passed) or gave up (released) can be taken again. Plain DocumentClient, no ElectroDB, so
 * the consumer kit stays small. Claims outlive SQS's longest retention (14 days) and then expire.
 */
const RETAIN_SECONDS = 15 * 24 * 3600;

const key = (type: string, id: string) => ({ pk: `msg#${type}#${id}`, sk: 'claim' });

export type Claim = 'claimed' | 'done' | 'busy';

/** `claimed`: go ahead; `done`: processed before, skip; `busy`: another delivery holds it, retry later. */
export async function claimMessage(type: string, id: string, leaseMs: number): Promise<Claim> {
  const now = Date.now();
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key(type, id),
          status: 'processing',
          leaseUntil: now + leaseMs,
          [TTL_ATTRIBUTE]: Math.floor(now / 1000) + RETAIN_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR (#status = :processing AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':processing': 'processing', ':now': now },
      }),
    );
    return 'claimed';
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key(type, id), ConsistentRead: true }),
  );
  return Item?.status === 'done' ? 'done' : 'busy';
}

/** The work is done: every later delivery of this key is skipped. */
export async function completeMessage(type: string, id: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(type, id),
      UpdateExpression: 'SET #status = :done REMOVE leaseUntil',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done' },
    }),
  );
}

/** The work failed: the next delivery may claim it at once (no waiting for the lease). */
export async function releaseMessage(type: string, id: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(type, id),
      UpdateExpression: 'SET leaseUntil = :zero',
      ConditionExpression: '#status = :processing',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':zero': 0, ':processing': 'processing' },
    }),
  );
}
