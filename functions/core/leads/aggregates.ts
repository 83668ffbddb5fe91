import type { LEAD_SOURCES, LEAD_STATUSES } from '@shared/enums';
import { tierOf } from '@shared/lead-tiers';
import { hourPeriod, monthPeriod } from '../metrics/periods';

/**
 * Every figure of the Leads, CRM analytics and predictive screens is a maintained counter
 * (tenantCounter), never a count of leads. A lead's state maps to the counters it belongs to; a change
 * moves it from the counters of its old state to those of its new one, in the same transaction as the
 * change itself (core/leads/store.ts), so the figures cannot drift from the leads.
 */
export const ALL = 'all';
export const LEAD_COUNTERS = {
  total: 'leads:total',
  status: (s: string) => `leads:status:${s}`,
  source: (s: string) => `leads:source:${s}`,
  /** Open leads (new, contacted, qualified) by tier, and the sum of their scores (the average's numerator). */
  tier: (t: string) => `leads:tier:${t}`,
  openScoreSum: 'leads:openScoreSum',
  enriched: 'leads:enriched',
  /** By calendar month: created, and converted (in the month it converted). */
  createdByMonth: 'leads:created',
  convertedByMonth: 'leads:converted',
  convertedBySource: (s: string) => `leads:convertedBySource:${s}`,
  /** Open leads by the UTC day of their last activity: "no activity for 14 days" is a range of days. */
  openByActivityDay: 'leads:openActivity',
  /** The dashboard's hourly count of new leads (core/leads.ts countRecentLeads). */
  hourly: 'leads',
} as const;

export interface AggregatedLead {
  status: (typeof LEAD_STATUSES)[number];
  source: (typeof LEAD_SOURCES)[number];
  createdAt: string;
  score: number;
  lastActivityAt: string;
  convertedAt?: string | null;
  aiEnrichment?: unknown;
}

export interface CounterDelta {
  name: string;
  period: string;
  by: number;
}

export const isOpen = (status: AggregatedLead['status']) => status !== 'converted' && status !== 'lost';
const dayPeriod = (at: string) => at.slice(0, 10);

function countersOf(lead: AggregatedLead): CounterDelta[] {
  const at = new Date(lead.createdAt);
  const keys: CounterDelta[] = [
    { name: LEAD_COUNTERS.total, period: ALL, by: 1 },
    { name: LEAD_COUNTERS.status(lead.status), period: ALL, by: 1 },
    { name: LEAD_COUNTERS.source(lead.source), period: ALL, by: 1 },
    { name: LEAD_COUNTERS.createdByMonth, period: monthPeriod(at), by: 1 },
    { name: LEAD_COUNTERS.hourly, period: hourPeriod(at), by: 1 },
  ];
  if (lead.aiEnrichment) keys.push({ name: LEAD_COUNTERS.enriched, period: ALL, by: 1 });
  if (isOpen(lead.status)) {
    keys.push(
      { name: LEAD_COUNTERS.tier(tierOf(lead.score)), period: ALL, by: 1 },
      { name: LEAD_COUNTERS.openScoreSum, period: ALL, by: lead.score },
      { name: LEAD_COUNTERS.openByActivityDay, period: dayPeriod(lead.lastActivityAt), by: 1 },
    );
  }
  if (lead.status === 'converted') {
    keys.push(
      {
        name: LEAD_COUNTERS.convertedByMonth,
        period: monthPeriod(new Date(lead.convertedAt ?? lead.createdAt)),
        by: 1,
      },
      { name: LEAD_COUNTERS.convertedBySource(lead.source), period: ALL, by: 1 },
    );
  }
  return keys;
}

/** What moving a lead from `before` to `after` adds to each counter (undefined = it does not exist). Zero moves are left out. */
export function counterDeltas(before: AggregatedLead | undefined, after: AggregatedLead | undefined): CounterDelta[] {
  const sums = new Map<string, CounterDelta>();
  const apply = (list: CounterDelta[], sign: number) => {
    for (const d of list) {
      const key = `${d.name}\n${d.period}`;
      const cur = sums.get(key) ?? { name: d.name, period: d.period, by: 0 };
      cur.by += sign * d.by;
      sums.set(key, cur);
    }
  };
  if (before) apply(countersOf(before), -1);
  if (after) apply(countersOf(after), 1);
  return [...sums.values()].filter((d) => d.by !== 0);
}
