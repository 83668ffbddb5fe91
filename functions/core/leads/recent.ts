import { RECENT_LEADS_WINDOW_MS } from '@shared/constants';
import * as db from '../../db/table-entities';
import { hourPeriod } from '../metrics/periods';
import { LEAD_COUNTERS } from './aggregates';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Leads are counted per UTC hour in a maintained counter (tenantCounter 'leads', period "YYYY-MM-DDTHH",
 * moved by every lead write in core/leads/store.ts), so "leads of the last 24 h" reads at most 24
 * counter items and one partial hour of leads, however many leads the tenant has.
 */
/**
 * Leads created in (now − 24 h, now]: the hourly counters of every hour after the window's first one,
 * plus the leads of that first, partly covered hour (a bounded query of at most one hour).
 */
export async function countRecentLeads(clientId: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - RECENT_LEADS_WINDOW_MS);
  const firstFullHour = new Date(Math.floor(since.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  const [{ data: buckets }, { data: partial }] = await Promise.all([
    db
      .tenantCounter()
      .query.byName({ clientId, name: LEAD_COUNTERS.hourly })
      .between({ period: hourPeriod(firstFullHour) }, { period: hourPeriod(now) })
      .go({ pages: 'all', attributes: ['count'] }),
    db
      .lead()
      .query.byCreated({ clientId })
      .between({ createdAt: since.toISOString() }, { createdAt: new Date(firstFullHour.getTime() - 1).toISOString() })
      .go({ pages: 'all', attributes: ['id'] }),
  ]);
  return buckets.reduce((sum, bucket) => sum + (bucket.count ?? 0), 0) + partial.length;
}
