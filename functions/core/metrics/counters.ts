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

/**
 * Moves several counters, each by its own plain UpdateItem ADD (1 WRU a small item), in parallel. Used
 * after the write they count has committed, outside its transaction, where a transactional item would
 * cost twice as much: the figures are display counts (the plan's quota is never one of them: it stays a
 * condition inside the start's transaction). A caller runs them once per committed write (a retry under
 * the same Idempotency-Key or queue message key finds the write done and moves nothing again), so the only
 * way one is missed is the process dying between the commit and these writes.
 */
export async function addCounters(
  clientId: string,
  deltas: readonly { name: string; period: string; by: number }[],
): Promise<void> {
  await Promise.all(
    deltas
      .filter((d) => d.by !== 0)
      .map((d) => db.tenantCounter().update({ clientId, name: d.name, period: d.period }).add({ count: d.by }).go()),
  );
}

export async function readCounter(clientId: string, name: CounterName, period = monthPeriod()): Promise<number> {
  const { data } = await db.tenantCounter().get({ clientId, name, period }).go();
  return data?.count ?? 0;
}
