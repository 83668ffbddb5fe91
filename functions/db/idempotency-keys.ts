import { ConditionalCheckFailedException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalUpdate, documentClient, type RawTransactItem, tableName } from './client';
import { newTimeOrderedId } from './ids';
import { TTL_ATTRIBUTE } from './table';

/**
 * Idempotency keys of client writes (kit/idempotency.ts; DESIGN §8): one item per tenant, route, caller
 * and key, so a retry with the same `Idempotency-Key` gets the first answer and runs nothing twice.
 *
 *   pk `idem#<tenant>`  sk `<route>#<caller>#<key>`
 *   status in_progress | done, fingerprint (the request's hash), owner (the claiming invocation),
 *   leaseUntil (epoch ms), response {statusCode, headers, body} once done, expiresAt (TTL, 24 h),
 *   resourceId (the id of what the request creates, fixed by the key's first claim)
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
  | { kind: 'claimed'; resourceId: string }
  | { kind: 'done'; response: StoredResponse }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

const keyOf = (s: KeyScope) => ({ pk: `idem#${s.tenant}`, sk: `${s.route}#${s.caller}#${s.key}` });

/**
 * Claims the key BEFORE any side effect (one conditional write). A key held by a live invocation answers
 * `in-progress`; one whose holder's lease passed (its Lambda was killed before it could finish or
 * release) or that was released after a 5xx may be claimed again, but only for the same request.
 *
 * `resourceId` is kept from the first claim (`if_not_exists`): the handler creates its conversation or
 * message under it with a conditional create, so a run that failed AFTER its write landed, or was frozen
 * and resumed, cannot make the re-run create a second one; the re-run finds the first.
 */
export async function claimKey(
  scope: KeyScope,
  fingerprint: string,
  owner: string,
  leaseUntil: number,
): Promise<KeyClaim> {
  const now = Date.now();
  // time-ordered: a message created under it sorts where the request first arrived
  const resourceId = newTimeOrderedId(now);
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(scope),
        UpdateExpression:
          'SET #status = :inProgress, fingerprint = :fp, #owner = :owner, leaseUntil = :lease, #ttl = :ttl, resourceId = if_not_exists(resourceId, :rid)',
        ConditionExpression:
          'attribute_not_exists(pk) OR (#status = :inProgress AND leaseUntil < :now AND fingerprint = :fp)',
        ExpressionAttributeNames: { '#status': 'status', '#owner': 'owner', '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':inProgress': 'in_progress',
          ':now': now,
          ':fp': fingerprint,
          ':owner': owner,
          ':lease': leaseUntil,
          ':ttl': Math.floor(now / 1000) + IDEMPOTENCY_RETAIN_SECONDS,
          ':rid': resourceId,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { kind: 'claimed', resourceId: String(Attributes?.resourceId ?? resourceId) };
  } catch (err) {
    // the holder's own transaction is storing its answer on the key at this moment (answerKeyItem)
    if (err instanceof TransactionConflictException) return { kind: 'in-progress' };
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

/** The answer stored on the key, by the invocation that holds the claim only. */
const answerUpdate = (scope: KeyScope, owner: string, response: StoredResponse) =>
  whileHeld(
    scope,
    owner,
    'SET #status = :done, #response = :response REMOVE leaseUntil',
    { '#response': 'response' },
    {
      ':done': 'done',
      ':response': response,
    },
  );

/** Stores the answer; only the invocation that holds the claim may (a later holder's answer wins). */
export async function completeKey(scope: KeyScope, owner: string, response: StoredResponse): Promise<void> {
  await conditionalUpdate(answerUpdate(scope, owner, response));
}

/**
 * The key's answer as an item of the route's own write transaction (issue 30: the chat turn stores its
 * answer with its messages, one round trip fewer). The route calls `stored()` once its transaction
 * committed with `item` (kit/idempotency.ts says what the kit then does).
 */
export interface AnswerInWrite {
  item: RawTransactItem;
  stored(): void;
}

/**
 * completeKey as a transaction item. Its condition fails when another invocation has claimed the key
 * since (this one's lease ran out): the route then writes without it, and completeKey finds the key held
 * by the other and does nothing, as it would have.
 */
export function answerKeyItem(scope: KeyScope, owner: string, response: StoredResponse): RawTransactItem {
  return { Update: { TableName: tableName(), ...answerUpdate(scope, owner, response) } };
}

/**
 * The run failed with nothing to replay (a 5xx): the next retry may claim the key at once. An update
 * that ends the lease, not a delete, so the routes need no DeleteItem grant.
 */
export async function releaseKey(scope: KeyScope, owner: string): Promise<void> {
  await conditionalUpdate(whileHeld(scope, owner, 'SET leaseUntil = :zero', {}, { ':zero': 0 }));
}

/** An update only the invocation holding the claim makes: once another has claimed the key, nothing happens. */
function whileHeld(
  scope: KeyScope,
  owner: string,
  expression: string,
  names: Record<string, string>,
  values: Record<string, unknown>,
) {
  return {
    Key: keyOf(scope),
    UpdateExpression: expression,
    ConditionExpression: '#owner = :owner AND #status = :inProgress',
    ExpressionAttributeNames: { '#status': 'status', '#owner': 'owner', ...names },
    ExpressionAttributeValues: { ':owner': owner, ':inProgress': 'in_progress', ...values },
  };
}
