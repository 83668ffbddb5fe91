import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Entity } from 'electrodb';
import { getAll } from './batch-get';
import { documentClient, tableName } from './client';

/** One item to read in a batch: its table key (as ElectroDB builds it) and how to turn the item into data. */
export interface ItemRead<T> {
  key: Record<string, unknown>;
  parse: (item: Record<string, unknown>) => T;
}

// biome-ignore lint/suspicious/noExplicitAny: any entity of the table
type AnyEntity = Entity<any, any, any, any>;
type GetChain = { params(): object; go(): Promise<{ data: unknown }> };

/**
 * The read of one item for itemsTogether: `get` is the entity's own get (`db.client().get({ clientId })`),
 * which builds the key; the entity parses the item into what that get answers.
 */
export function itemRead<G extends GetChain>(entity: AnyEntity, get: G): ItemRead<Got<G>> {
  const { Key } = get.params() as { Key: Record<string, unknown> };
  return { key: Key, parse: (Item) => entity.parse({ Item }).data as Got<G> };
}
type Got<G extends GetChain> = NonNullable<Awaited<ReturnType<G['go']>>['data']>;

type Results<R extends readonly ItemRead<unknown>[]> = {
  [I in keyof R]: R[I] extends ItemRead<infer T> ? T | null : never;
};

/**
 * Items of different entities in ONE BatchGetItem (issue 30: the chat turn reads the client item and the
 * conversation together): one round trip, the same read units as a GetItem each (eventually consistent,
 * no projection: a projection would apply to every item of the batch). Null for an item that is not there;
 * keys DynamoDB leaves unprocessed are asked for again (getAll).
 */
export async function itemsTogether<const R extends readonly ItemRead<unknown>[]>(reads: R): Promise<Results<R>> {
  const table = tableName();
  const keyOf = (k: Record<string, unknown>) => `${k.pk}\u0000${k.sk}`;
  const found = new Map<string, Record<string, unknown>>();
  await getAll(
    reads.map((r) => r.key),
    async (keys) => {
      const out = await documentClient().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
      for (const item of out.Responses?.[table] ?? []) found.set(keyOf(item), item);
      return { data: [], unprocessed: (out.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[] };
    },
  );
  return reads.map((r) => {
    const item = found.get(keyOf(r.key));
    return item ? r.parse(item) : null;
  }) as Results<R>;
}
