import { RECENT_LEADS_WINDOW_MS } from '../../shared/constants';
import { db } from '../db/service';
import { ConflictError } from '../kit/errors';
import { hourPeriod } from './periods';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Leads are counted per UTC hour in a maintained counter (tenantCounter 'leads', period "YYYY-MM-DDTHH"),
 * so "leads of the last 24 h" reads at most 24 counter items and one partial hour of leads, however
 * many leads the tenant has. Every write that creates a lead bumps this key in the same transaction.
 */
export const leadCounterKey = (clientId: string, createdAt: string) => ({
  clientId,
  name: 'leads',
  period: hourPeriod(new Date(createdAt)),
});

type NewLead = Parameters<ReturnType<typeof db>['entities']['lead']['create']>[0];

/** Creates a lead and counts it, atomically (seed data, the Add Lead dialog; the widget's transaction adds the same bump). */
export async function createCountedLead(lead: NewLead & { createdAt?: string }): Promise<void> {
  const createdAt = lead.createdAt ?? new Date().toISOString();
  const result = await db()
    .transaction.write(({ lead: leads, tenantCounter }) => [
      leads.create({ ...lead, createdAt }).commit(),
      tenantCounter.update(leadCounterKey(lead.clientId, createdAt)).add({ count: 1 }).commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The lead could not be saved. Please try again.');
}

/**
 * Leads created in (now − 24 h, now]: the hourly counters of every hour after the window's first one,
 * plus the leads of that first, partly covered hour (a bounded query of at most one hour).
 */
export async function countRecentLeads(clientId: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - RECENT_LEADS_WINDOW_MS);
  const firstFullHour = new Date(Math.floor(since.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  const [{ data: buckets }, { data: partial }] = await Promise.all([
    db()
      .entities.tenantCounter.query.byName({ clientId, name: 'leads' })
      .between({ period: hourPeriod(firstFullHour) }, { period: hourPeriod(now) })
      .go({ pages: 'all', attributes: ['count'] }),
    db()
      .entities.lead.query.byCreated({ clientId })
      .between({ createdAt: since.toISOString() }, { createdAt: new Date(firstFullHour.getTime() - 1).toISOString() })
      .go({ pages: 'all', attributes: ['id'] }),
  ]);
  return buckets.reduce((sum, bucket) => sum + (bucket.count ?? 0), 0) + partial.length;
}
