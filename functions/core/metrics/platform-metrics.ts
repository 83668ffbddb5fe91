import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { rootLogger } from '../../base/logger';
import { documentClient, tableName } from '../../db/client';

/**
 * Platform-wide daily figures for the admin's Analytics and AI Cost Optimization (issue 12): one item
 * per metric per UTC day,
 *
 *   pk `metric#<scope>`  sk `<yyyy-mm-dd>#<name>`   count (+ tokensIn, tokensOut for 'ai')
 *
 * scope 'growth' names signups | conversations | leads; scope 'ai' names "<provider>:<model>" (count =
 * calls, tokens as the SDK responses reported them). A scope's days share a partition, so a period of
 * up to two years is one bounded Query (days × a few names), never a scan of the tenants' records.
 *
 * Each write is one UpdateItem ADD made AFTER the record it counts was committed, not inside the
 * tenant's transaction: one shared item in every tenant's transaction would make concurrent signups and
 * conversation starts conflict. Per-tenant counters summed at read time would read every tenant for
 * every day. One item per day takes every write of the platform that day: DynamoDB allows ~1,000
 * writes a second on one partition, far above this product's rate.
 *
 * Plain DocumentClient items (like db/auth-state.ts), not an ElectroDB entity: the chat and enrichment
 * functions write them and sit within 2 KB of the 400 KB bundle budget. Never throws: the signup,
 * conversation or answer already happened, so a failed counter write is logged (the figure is then one
 * short) rather than failing a request whose retry would duplicate the record.
 */
export type GrowthMetric = 'signups' | 'conversations' | 'leads';
export type MetricScope = 'growth' | 'ai';
export const metricPk = (scope: MetricScope) => `metric#${scope}`;

/** The UTC day a daily figure belongs to: "2026-11-23" (sorts as time, so a range of days is one Query). */
export const dayPeriod = (at = new Date()): string => at.toISOString().slice(0, 10);

async function add(scope: MetricScope, day: string, name: string, tokens?: [number, number]): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: metricPk(scope), sk: `${day}#${name}` },
        UpdateExpression: tokens ? 'ADD #c :c, tokensIn :i, tokensOut :o' : 'ADD #c :c',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: tokens ? { ':c': 1, ':i': tokens[0], ':o': tokens[1] } : { ':c': 1 },
      }),
    );
  } catch (err) {
    rootLogger.warn('platform metric not recorded', { scope, name, err });
  }
}

export function countGrowth(name: GrowthMetric, at = new Date()): Promise<void> {
  return add('growth', dayPeriod(at), name);
}

/** One model call; tokens as the SDK response reported them (0 for a provider that reports none). */
export function countAiCall(provider: string, model: string, tokensIn = 0, tokensOut = 0): Promise<void> {
  return add('ai', dayPeriod(), `${provider}:${model}`, [tokensIn, tokensOut]);
}
