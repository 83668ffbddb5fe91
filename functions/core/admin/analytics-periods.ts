import type { AnalyticsPeriod } from '@shared/schemas/admin-analytics';
import { countsAsRevenue } from '../billing/revenue';
import { dayPeriod } from '../metrics/platform-metrics';

/**
 * The windows of the admin's Analytics: a period ends today (UTC, today included) and is cut into
 * buckets. 7d/30d/90d are daily; 1y is 52 weeks of 7 days (364 days), so every bar covers the same
 * number of days and the previous period has exactly the same length.
 */
const SHAPE: Record<AnalyticsPeriod, { days: number; bucketDays: number }> = {
  '7d': { days: 7, bucketDays: 1 },
  '30d': { days: 30, bucketDays: 1 },
  '90d': { days: 90, bucketDays: 1 },
  '1y': { days: 364, bucketDays: 7 },
};

export const addDays = (day: string, n: number): string =>
  dayPeriod(new Date(Date.parse(`${day}T00:00:00.000Z`) + n * 86_400_000));

export interface Bucket {
  start: string;
  end: string;
}
export interface PeriodWindow {
  bucket: 'day' | 'week';
  from: string;
  to: string;
  buckets: Bucket[];
  /** The same number of days just before `from`. */
  previous: { from: string; to: string };
}

export function periodWindow(period: AnalyticsPeriod, today = dayPeriod()): PeriodWindow {
  const { days, bucketDays } = SHAPE[period];
  const from = addDays(today, 1 - days);
  const buckets = Array.from({ length: days / bucketDays }, (_, i) => ({
    start: addDays(from, i * bucketDays),
    end: addDays(from, (i + 1) * bucketDays - 1),
  }));
  return {
    bucket: bucketDays === 1 ? 'day' : 'week',
    from,
    to: today,
    buckets,
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

/** The bucket a day falls in (days are "yyyy-mm-dd", so string order is time order); -1 outside. */
export function bucketIndex(buckets: readonly Bucket[], day: string): number {
  return buckets.findIndex((b) => b.start <= day && day <= b.end);
}

/** Sums `value` of dated items over the buckets. */
export function sumByBucket<T extends { day: string }>(
  buckets: readonly Bucket[],
  items: readonly T[],
  value: (item: T) => number,
): number[] {
  const sums = buckets.map(() => 0);
  for (const item of items) {
    const i = bucketIndex(buckets, item.day);
    if (i >= 0) sums[i] += value(item);
  }
  return sums;
}

export interface SubscriptionHistory {
  planId: string;
  status: string;
  gateway?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * MRR at an instant: the monthly price of every subscription that was active then. A subscription
 * counts from its creation; one that is no longer active stopped counting at its last update (the
 * record keeps no status history, so that is the best date it has). Prices are the plans' current ones.
 */
export function mrrAt(subs: readonly SubscriptionHistory[], price: ReadonlyMap<string, number>, at: string): number {
  let sum = 0;
  for (const s of subs) {
    if (s.createdAt > at) continue;
    // trials and the test gateway never paid; a paying one stopped counting at its last update once it stopped
    if (!countsAsRevenue({ ...s, status: 'active' })) continue;
    if (s.status !== 'active' && s.updatedAt <= at) continue;
    sum += price.get(s.planId) ?? 0;
  }
  return sum;
}

/** The end of a day as an ISO instant, for comparing with records' createdAt/updatedAt. */
export const endOfDay = (day: string) => `${day}T23:59:59.999Z`;
