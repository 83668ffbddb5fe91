import { rootLogger } from '../../base/logger';
import { addPlatformCounters, type MetricDeltas, type MetricScope } from '../../db/platform-metrics';

/**
 * Platform-wide daily figures for the admin's Analytics and AI Cost Optimization (issue 12): one item
 * per metric per UTC day (db/platform-metrics.ts stores and reads them). Scope 'growth' names signups |
 * conversations | leads; scope 'ai' names "<provider>:<model>" (count = calls, tokens as the SDK
 * responses reported them).
 *
 * Each write is one UpdateItem ADD made AFTER the record it counts was committed, not inside the
 * tenant's transaction: one shared item in every tenant's transaction would make concurrent signups and
 * conversation starts conflict. Per-tenant counters summed at read time would read every tenant for
 * every day. One item per day takes every write of the platform that day: DynamoDB allows ~1,000
 * writes a second on one partition, far above this product's rate.
 *
 * Never throws: the signup, conversation or answer already happened, so a failed counter write is
 * logged (the figure is then one short) rather than failing a request whose retry would duplicate the
 * record.
 */
export type GrowthMetric = 'signups' | 'conversations' | 'leads';
export type { MetricScope };

/** The UTC day a daily figure belongs to: "2026-11-23" (sorts as time, so a range of days is one Query). */
export const dayPeriod = (at = new Date()): string => at.toISOString().slice(0, 10);

async function add(scope: MetricScope, day: string, name: string, deltas: MetricDeltas): Promise<void> {
  try {
    await addPlatformCounters(scope, day, name, deltas);
  } catch (err) {
    rootLogger.warn('platform metric not recorded', { scope, name, err });
  }
}

export function countGrowth(name: GrowthMetric, at = new Date()): Promise<void> {
  return add('growth', dayPeriod(at), name, { count: 1 });
}

/** One model call; tokens as the SDK response reported them (0 for a provider that reports none). */
export function countAiCall(provider: string, model: string, tokensIn = 0, tokensOut = 0): Promise<void> {
  return add('ai', dayPeriod(), `${provider}:${model}`, { count: 1, tokensIn, tokensOut });
}
