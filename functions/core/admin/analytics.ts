import type { AnalyticsPeriod, AnalyticsReport } from '@shared/schemas/admin-analytics';
import { getAll } from '../../db/batch-get';
import { firstPlatformDay, queryPlatformDays } from '../../db/platform-metrics';
import * as db from '../../db/table-entities';
import type { GrowthMetric } from '../metrics/platform-metrics';
import { endOfDay, mrrAt, periodWindow, type SubscriptionHistory, sumByBucket } from './analytics-periods';

const METRICS: readonly GrowthMetric[] = ['signups', 'conversations', 'leads'];

/**
 * Every tenant's current subscription: the Client `all` index (one GSI partition) and batch gets, so
 * the read is bounded by the number of tenants, which MRR needs anyway.
 */
async function subscriptionsAndPrices() {
  const [{ data: clients }, { data: plans }] = await Promise.all([
    db
      .client()
      .query.all({ kind: 'client' })
      .go({ pages: 'all', attributes: ['clientId'] }),
    db
      .plan()
      .query.byId({})
      .go({ pages: 'all', attributes: ['id', 'priceMonthly'] }),
  ]);
  const subs = await getAll(
    clients.map(({ clientId }) => ({ clientId })),
    (keys) =>
      db
        .subscription()
        .get(keys)
        .go({ attributes: ['planId', 'status', 'gateway', 'createdAt', 'updatedAt'] }),
  );
  return { subs: subs as SubscriptionHistory[], price: new Map(plans.map((p) => [p.id, p.priceMonthly])) };
}

export async function analyticsReport(period: AnalyticsPeriod, now = new Date()): Promise<AnalyticsReport> {
  const w = periodWindow(period, now.toISOString().slice(0, 10));
  const [items, since, { subs, price }] = await Promise.all([
    queryPlatformDays('growth', w.previous.from, w.to),
    // the first day anything was counted (the counters began with this feature, not with the platform)
    firstPlatformDay('growth'),
    subscriptionsAndPrices(),
  ]);
  const of = (name: GrowthMetric) => items.filter((m) => m.name === name);
  const perBucket = Object.fromEntries(
    METRICS.map((name) => [name, sumByBucket(w.buckets, of(name), (m) => m.count)]),
  ) as Record<GrowthMetric, number[]>;
  const previous = [{ start: w.previous.from, end: w.previous.to }];
  const previousSum = (name: GrowthMetric) => sumByBucket(previous, of(name), (m) => m.count)[0];
  // the last bucket ends today: its MRR is the MRR now, not at a midnight still to come
  const mrrAtEnd = (day: string) => mrrAt(subs, price, day === w.to ? now.toISOString() : endOfDay(day));

  const series = w.buckets.map((b, i) => ({
    ...b,
    signups: perBucket.signups[i],
    conversations: perBucket.conversations[i],
    leads: perBucket.leads[i],
    mrr: mrrAtEnd(b.end),
  }));
  const sum = (name: GrowthMetric) => perBucket[name].reduce((n, v) => n + v, 0);
  // a comparison only where the previous period was counted from its first day
  const counted = since !== null && since <= w.previous.from;
  const hadSubscriptions = subs.some((s) => s.createdAt <= endOfDay(w.previous.to));
  return {
    period,
    bucket: w.bucket,
    from: w.from,
    to: w.to,
    recordedSince: since,
    series,
    totals: { signups: sum('signups'), conversations: sum('conversations'), leads: sum('leads'), mrr: mrrAtEnd(w.to) },
    previous: {
      signups: counted ? previousSum('signups') : null,
      conversations: counted ? previousSum('conversations') : null,
      leads: counted ? previousSum('leads') : null,
      mrr: hadSubscriptions ? mrrAt(subs, price, endOfDay(w.previous.to)) : null,
    },
  };
}
