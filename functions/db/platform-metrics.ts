import { paginateQuery, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';

/**
 * Platform-wide daily figures (core/metrics/platform-metrics.ts says what they count and why they are
 * written outside the tenants' transactions): one item per metric per UTC day,
 *
 *   pk `metric#<scope>`  sk `<yyyy-mm-dd>#<name>`   count (+ tokensIn, tokensOut for 'ai')
 *
 * A scope's days share a partition, so a period of up to two years is one bounded Query (days × a few
 * names), never a scan. Plain DocumentClient items, not an ElectroDB entity: one UpdateItem ADDs to
 * several attributes of an item that may not exist yet, and the items carry no ElectroDB identity
 * (`__edb_e__`) that an entity's reads would require.
 */
export type MetricScope = 'growth' | 'ai';

/** The one definition of the metric items' keys: a scope's partition, a day's item of a name. */
const metricPartition = (scope: MetricScope) => `metric#${scope}`;
export const metricKey = (scope: MetricScope, day: string, name: string) => ({
  pk: metricPartition(scope),
  sk: `${day}#${name}`,
});

export interface MetricDeltas {
  count: number;
  tokensIn?: number;
  tokensOut?: number;
}

/** Adds `deltas` to the day's item of `name` (created by the first ADD): one UpdateItem. */
export async function addPlatformCounters(
  scope: MetricScope,
  day: string,
  name: string,
  deltas: MetricDeltas,
): Promise<void> {
  const tokens = deltas.tokensIn !== undefined || deltas.tokensOut !== undefined;
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: metricKey(scope, day, name),
      UpdateExpression: tokens ? 'ADD #c :c, tokensIn :i, tokensOut :o' : 'ADD #c :c',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: tokens
        ? { ':c': deltas.count, ':i': deltas.tokensIn ?? 0, ':o': deltas.tokensOut ?? 0 }
        : { ':c': deltas.count },
    }),
  );
}

export interface MetricDay {
  day: string;
  name: string;
  count: number;
  tokensIn: number;
  tokensOut: number;
}
type StoredMetric = { sk: string; count?: number; tokensIn?: number; tokensOut?: number };
/** The sort key "<day>#<name>" holds both (the item stores nothing twice). */
const toMetricDay = (m: StoredMetric): MetricDay => ({
  day: m.sk.slice(0, 10),
  name: m.sk.slice(11),
  count: m.count ?? 0,
  tokensIn: m.tokensIn ?? 0,
  tokensOut: m.tokensOut ?? 0,
});

/** A scope's daily items from day `from` to day `to`, both included: one Query, ≤ days × names items. */
export async function queryPlatformDays(scope: MetricScope, from: string, to: string): Promise<MetricDay[]> {
  const items: MetricDay[] = [];
  const pages = paginateQuery(
    { client: documentClient() },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      // "~" sorts after every name character, so the last day's items are all inside
      ExpressionAttributeValues: { ':pk': metricPartition(scope), ':from': from, ':to': `${to}#~` },
      ProjectionExpression: 'sk, #count, tokensIn, tokensOut',
      ExpressionAttributeNames: { '#count': 'count' },
    },
  );
  for await (const page of pages) items.push(...((page.Items ?? []) as StoredMetric[]).map(toMetricDay));
  return items;
}

/** The first day anything of `scope` was counted, or null: the partition's first item. */
export async function firstPlatformDay(scope: MetricScope): Promise<string | null> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': metricPartition(scope) },
      Limit: 1,
    }),
  );
  const first = Items?.[0] as StoredMetric | undefined;
  return first ? toMetricDay(first).day : null;
}
