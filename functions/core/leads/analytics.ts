import { LEAD_SOURCES, LEAD_STATUSES } from '@shared/enums';
import { CHURN_AFTER_DAYS, type CrmAnalytics, LEAD_TIERS, type PredictiveAnalytics } from '@shared/schemas/leads';
import * as db from '../../db/table-entities';
import { readConversationStats } from '../metrics/chat-metrics';
import { monthPeriod } from '../metrics/periods';
import { LEAD_COUNTERS } from './aggregates';
import { readCounters } from './list';
import { toLeadRow } from './store';

const TREND_MONTHS = 6;
/** Before any tenant's first day: the start of the activity-day range. */
const FIRST_DAY = '2000-01-01';
const LEADERBOARD_SIZE = 10;
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The last `n` calendar months (UTC), oldest first: "2026-06" … "2026-11". */
export function lastMonths(n: number, now = new Date()): string[] {
  return Array.from({ length: n }, (_, i) =>
    monthPeriod(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1 - i), 1))),
  );
}

async function monthly(clientId: string, name: string, months: string[]): Promise<Map<string, number>> {
  const { data } = await db
    .tenantCounter()
    .query.byName({ clientId, name })
    .between({ period: months[0] }, { period: months[months.length - 1] })
    .go({ attributes: ['period', 'count'] });
  return new Map(data.map((c) => [c.period, c.count ?? 0]));
}

/** GET /api/crm-analytics (spec §2.4, §9): counters only; at most a few dozen items, whatever the tenant's size. */
export async function crmAnalytics(clientId: string, now = new Date()): Promise<CrmAnalytics> {
  const months = lastMonths(TREND_MONTHS, now);
  const [counts, created, converted, chats] = await Promise.all([
    readCounters(clientId, [
      LEAD_COUNTERS.total,
      ...LEAD_STATUSES.map(LEAD_COUNTERS.status),
      ...LEAD_SOURCES.map(LEAD_COUNTERS.source),
      ...LEAD_SOURCES.map(LEAD_COUNTERS.convertedBySource),
    ]),
    monthly(clientId, LEAD_COUNTERS.createdByMonth, months),
    monthly(clientId, LEAD_COUNTERS.convertedByMonth, months),
    readConversationStats(clientId),
  ]);
  const total = counts.get(LEAD_COUNTERS.total) ?? 0;
  const byStatus = Object.fromEntries(
    LEAD_STATUSES.map((s) => [s, counts.get(LEAD_COUNTERS.status(s)) ?? 0]),
  ) as CrmAnalytics['pipeline']['byStatus'];
  return {
    pipeline: { byStatus, total, conversionRate: rate(byStatus.converted, total) },
    sources: LEAD_SOURCES.map((source) => ({
      source,
      leads: counts.get(LEAD_COUNTERS.source(source)) ?? 0,
      converted: counts.get(LEAD_COUNTERS.convertedBySource(source)) ?? 0,
    })),
    trends: months.map((month) => ({ month, leads: created.get(month) ?? 0, converted: converted.get(month) ?? 0 })),
    // spec §9: escalation rate = escalated / total conversations; AI resolution rate = (total − escalated) / total
    conversations: {
      total: chats.counts.total,
      escalated: chats.counts.escalated,
      escalationRate: rate(chats.counts.escalated, chats.counts.total),
      aiResolutionRate: rate(chats.counts.total - chats.counts.escalated, chats.counts.total),
      medianFirstReplySeconds: chats.metrics.medianFirstReplySeconds,
    },
  };
}

/**
 * GET /api/predictive-analytics (spec §2.5): tiers, the score average and churn risk from counters,
 * the leaderboard from one bounded query of the score index (the ten best open leads).
 */
export async function predictiveAnalytics(clientId: string, now = new Date()): Promise<PredictiveAnalytics> {
  // whole UTC days with no activity for CHURN_AFTER_DAYS: the last such day is (today − 14 days − 1)
  const lastStaleDay = new Date(now.getTime() - (CHURN_AFTER_DAYS + 1) * 86_400_000).toISOString().slice(0, 10);
  const [counts, stale, top] = await Promise.all([
    readCounters(clientId, [
      LEAD_COUNTERS.total,
      LEAD_COUNTERS.openScoreSum,
      LEAD_COUNTERS.enriched,
      LEAD_COUNTERS.status('new'),
      ...LEAD_TIERS.map(LEAD_COUNTERS.tier),
      ...LEAD_SOURCES.map(LEAD_COUNTERS.source),
      ...LEAD_SOURCES.map(LEAD_COUNTERS.convertedBySource),
    ]),
    // open leads by the day of their last activity: the days before the churn line (one item per day)
    db
      .tenantCounter()
      .query.byName({ clientId, name: LEAD_COUNTERS.openByActivityDay })
      // a closed range: an open-ended lt() would also read every counter that sorts before this name
      .between({ period: FIRST_DAY }, { period: lastStaleDay })
      .go({ pages: 'all', attributes: ['count'] }),
    db.lead().query.byScore({ clientId, pipeline: 'open' }).go({ order: 'desc', limit: LEADERBOARD_SIZE }),
  ]);
  const get = (name: string) => counts.get(name) ?? 0;
  const tiers = Object.fromEntries(
    LEAD_TIERS.map((t) => [t, get(LEAD_COUNTERS.tier(t))]),
  ) as PredictiveAnalytics['tiers'];
  const open = tiers.hot + tiers.warm + tiers.cold;
  const churnRiskLeads = stale.data.reduce((n, c) => n + (c.count ?? 0), 0);
  const sources = LEAD_SOURCES.map((s) => ({
    s,
    leads: get(LEAD_COUNTERS.source(s)),
    converted: get(LEAD_COUNTERS.convertedBySource(s)),
  }));
  const best = sources
    .filter((x) => x.converted > 0)
    .sort((a, b) => b.converted / b.leads - a.converted / a.leads || b.converted - a.converted)[0];
  const avgLeadScore = open > 0 ? Math.round(get(LEAD_COUNTERS.openScoreSum) / open) : null;
  const totalLeads = get(LEAD_COUNTERS.total);
  const notEnriched = Math.max(0, totalLeads - get(LEAD_COUNTERS.enriched));
  const newLeads = get(LEAD_COUNTERS.status('new'));
  return {
    totalLeads,
    highValueLeads: tiers.hot,
    churnRiskLeads,
    conversionPredictions: { likely: tiers.hot, possible: tiers.warm, unlikely: tiers.cold },
    tiers,
    leaderboard: top.data.map((l) => {
      const row = toLeadRow(l);
      return {
        id: row.id,
        name: row.name,
        source: row.source,
        status: row.status,
        priority: row.tier,
        score: row.score,
        reasons: row.scoreReasons,
      };
    }),
    insights: {
      avgLeadScore,
      topPerformingSource: best?.s ?? null,
      recommendedActions: recommendations({
        hot: tiers.hot,
        churnRiskLeads,
        notEnriched,
        newLeads,
        best: best?.s,
        totalLeads,
      }),
    },
  };
}

/** Actions that follow from the figures above; none is shown without the data behind it. */
function recommendations(f: {
  hot: number;
  churnRiskLeads: number;
  notEnriched: number;
  newLeads: number;
  best?: string;
  totalLeads: number;
}): string[] {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const out: string[] = [];
  if (f.hot)
    out.push(
      `Contact ${plural(f.hot, 'hot lead', 'hot leads')} (score 75 or more) first: they are the most likely to convert.`,
    );
  if (f.churnRiskLeads)
    out.push(
      `Follow up ${plural(f.churnRiskLeads, 'open lead', 'open leads')} with no activity for ${CHURN_AFTER_DAYS} days or more before they go cold.`,
    );
  if (f.newLeads)
    out.push(`${plural(f.newLeads, 'lead is', 'leads are')} still new: a first contact moves them along the pipeline.`);
  if (f.notEnriched)
    out.push(
      `Run Analyze All: ${plural(f.notEnriched, 'lead has', 'leads have')} no AI enrichment yet, so their scores miss intent and urgency.`,
    );
  if (f.best) out.push(`${f.best.replace('_', ' ')} converts best so far: put more of your effort there.`);
  if (!f.totalLeads) out.push('No leads yet: install the chat widget on your site or add a lead by hand.');
  return out;
}
