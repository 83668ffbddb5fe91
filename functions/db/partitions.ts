import { BatchWriteCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { authStatePartition } from './auth-state';
import { documentClient, tableName } from './client';
import * as db from './table-entities';

/**
 * Whole partitions, for erasing a tenant (core/tenants/account-deletion.ts): every item under one
 * partition key whatever entity wrote it (ElectroDB items and the plain auth-state items alike), which
 * no single entity's query returns. Partition keys come from the entities' own key builders or from
 * auth-state.ts, never written out here. Not a request path: account deletion only.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

/** The partition key value of an ElectroDB query's params, so no key format is written out a second time. */
function partitionOf(params: Record<string, unknown>): string {
  const values = params.ExpressionAttributeValues as Record<string, string>;
  return values[':pk'];
}

/** The partitions account deletion erases, each named by the entity (or module) that owns its key. */
export const tenantPartitions = {
  /** The tenant's own partition (client, users, settings, intents, leads, counters, …). */
  tenant: (clientId: string) => {
    const { pk, sk } = db.client().get({ clientId }).params().Key as ItemKey;
    return { pk, clientItem: { pk, sk } };
  },
  /** Every user's auth state (db/auth-state.ts). */
  authStates: (clientId: string) => authStatePartition(clientId),
  /** A conversation's messages. */
  messages: (clientId: string, conversationId: string) =>
    partitionOf(db.message().query.byConversation({ clientId, conversationId }).params()),
  /** A rate-limit budget's windows. */
  rateLimit: (key: string) => partitionOf(db.rateLimit().query.byKey({ key }).params()),
};

/** Every key in one partition (every entity that shares it), page by page. */
export async function partitionItemKeys(pk: string): Promise<ItemKey[]> {
  const keys: ItemKey[] = [];
  const pages = paginateQuery(
    { client: documentClient() },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk',
    },
  );
  for await (const page of pages) for (const i of page.Items ?? []) keys.push({ pk: String(i.pk), sk: String(i.sk) });
  return keys;
}

/** BatchWriteItem takes 25 requests; what DynamoDB leaves unprocessed is sent again. */
const BATCH = 25;
const UNPROCESSED_ROUNDS = 5;

/** Deletes the items of `keys`, 25 to a BatchWriteItem, retrying what DynamoDB leaves unprocessed. */
export async function deleteItems(keys: ItemKey[]): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH) {
    let requests = keys.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
    for (let round = 0; requests.length > 0; round++) {
      if (round === UNPROCESSED_ROUNDS) throw new Error('DynamoDB left deletes unprocessed');
      if (round > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** round));
      const { UnprocessedItems } = await documentClient().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}

/** Deletes every item of partition `pk` but those in `keep`. */
export async function erasePartition(pk: string, keep: ItemKey[] = []): Promise<void> {
  const kept = new Set(keep.map((k) => `${k.pk}\u0000${k.sk}`));
  await deleteItems((await partitionItemKeys(pk)).filter((k) => !kept.has(`${k.pk}\u0000${k.sk}`)));
}
