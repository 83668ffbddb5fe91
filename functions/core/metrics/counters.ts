import * as db from '../../db/table-entities';
import { monthPeriod } from './periods';

/**
 * Maintained per-tenant aggregates, so dashboards read one item instead of counting records.
 * 'conversations' is the calendar month's (monthPeriod) for the dashboards' monthly figures;
 * 'planConversations' is the same starts keyed by the plan's usage period (core/billing/usage-period.ts),
 * the one the plan's conversation limit is enforced on.
 */
export type CounterName =
  | 'escalations'
  | 'conversations'
  | 'planConversations'
  | 'leads'
  | 'widgetLoads'
  | 'firstReplySecondsTotal';

export async function bumpCounter(clientId: string, name: CounterName, by = 1, period = monthPeriod()): Promise<void> {
  await db.tenantCounter().update({ clientId, name, period }).add({ count: by }).go();
}

export async function readCounter(clientId: string, name: CounterName, period = monthPeriod()): Promise<number> {
  const { data } = await db.tenantCounter().get({ clientId, name, period }).go();
  return data?.count ?? 0;
}
