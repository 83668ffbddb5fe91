import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { TTL_ATTRIBUTE } from './table';

/**
 * Idempotency keys of client writes (kit/idempotency.ts; DESIGN §8): one item per tenant, route, caller
 * and key, so a retry with the same `Idempotency-Key` gets the first answer and runs nothing twice.
 *
 *   pk `idem#<tenant>`  sk `<route>#<caller>#<key>`
 *   status in_progress | done, fingerprint (the request's hash), owner (the claiming invocation),
 *   leaseUntil (epoch ms), response {statusCode, headers, body} once done, expiresAt (TTL, 24 h)
 *
 * Plain DocumentClient (like db/message-claims.ts), so the widget's functions need no ElectroDB for it.
 * A tenant's keys share its partition: deleting a tenant's items finds them, and one tenant's traffic
 * never lands in another's partition.
 */
export const IDEMPOTENCY_RETAIN_SECONDS = 24 * 3600;

export interface StoredResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export interface KeyScope {
  tenant: string;
  route: string;
  caller: string;
  key: string;
}

export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'done'; response: StoredResponse }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

const keyOf = (s: KeyScope) => ({ pk: `idem#${s.tenant}`, sk: `${s.route}#${s.caller}#${s.key}` });

/**
 * Claims the key BEFORE any side effect (one conditional put). A key held by a live invocation answers
 * `in-progress`; one whose holder's lease passed (its Lambda was killed before it could finish or
 * release) may be claimed again, but only for the same request.
 */
export async function claimKey(
  scope: KeyScope,
  fingerprint: string,
  owner: string,
  leaseUntil: number,
): Promise<KeyClaim> {
  const now = Date.now();
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keyOf(scope),
          status: 'in_progress',
          fingerprint,
          owner,
          leaseUntil,
          [TTL_ATTRIBUTE]: Math.floor(now / 1000) + IDEMPOTENCY_RETAIN_SECONDS,
        },
        ConditionExpression:
          'attribute_not_exists(pk) OR (#status = :inProgress AND leaseUntil < :now AND fingerprint = :fp)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':inProgress': 'in_progress', ':now': now, ':fp': fingerprint },
      }),
    );
    return { kind: 'claimed' };
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keyOf(scope), ConsistentRead: true }),
  );
  // released between the put and the read: the caller's retry will claim it
  if (!Item) return { kind: 'in-progress' };
  if (Item.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (Item.status === 'done') return { kind: 'done', response: Item.response as StoredResponse };
  return { kind: 'in-progress' };
}

/** Stores the answer; only the invocation that holds the claim may (a later holder's answer wins). */
export async function completeKey(scope: KeyScope, owner: string, response: StoredResponse): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(scope),
        UpdateExpression: 'SET #status = :done, #response = :response REMOVE leaseUntil',
        ConditionExpression: '#owner = :owner AND #status = :inProgress',
        ExpressionAttributeNames: { '#status': 'status', '#response': 'response', '#owner': 'owner' },
        ExpressionAttributeValues: {
          ':done': 'done',
          ':response': response,
          ':owner': owner,
          ':inProgress': 'in_progress',
        },
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}

/**
 * The run failed with nothing to replay (a 5xx): the next retry may claim the key at once. An update
 * that ends the lease, not a delete, so the routes need no DeleteItem grant.
 */
export async function releaseKey(scope: KeyScope, owner: string): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(scope),
        UpdateExpression: 'SET leaseUntil = :zero',
        ConditionExpression: '#owner = :owner AND #status = :inProgress',
        ExpressionAttributeNames: { '#status': 'status', '#owner': 'owner' },
        ExpressionAttributeValues: { ':zero': 0, ':owner': owner, ':inProgress': 'in_progress' },
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}
