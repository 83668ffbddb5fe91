/**
 * Usage periods of a plan (issue 13 item 3): whole months from the subscription's billing anchor, so the
 * plan's conversation counter is keyed by the period and a new period starts at zero without a job.
 *
 * Dependency-free on purpose: the widget's conversation start (a function at its bundle budget) imports it.
 */
export interface UsagePeriod {
  /** Sorts as time; the counter key of the period (tenantCounter 'planConversations'). */
  key: string;
  /** ISO instant the period starts (inclusive). */
  start: string;
  /** ISO instant the period ends (exclusive): the next period's start. */
  end: string;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The anchor moved by `months` whole months, its day clamped to the target month's length (Jan 31 → Feb 28
 * or 29 → Mar 31). Always computed from the anchor itself, never from the previous period, so a short month
 * never shifts the later periods' day.
 */
function addMonths(anchor: Date, months: number): Date {
  const total = anchor.getUTCFullYear() * 12 + anchor.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(anchor.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/**
 * The usage period containing `now`: the whole-month period from `anchor` (an ISO instant). An anchor in
 * the future counts back in whole months from it, so the period containing now still ends exactly when the
 * anchored one begins. No (or an unreadable) anchor → the UTC calendar month, keyed like monthPeriod()
 * ("2026-11"), as tenants without a subscription anchor have always been counted.
 */
export function usagePeriod(anchor: string | undefined, now = new Date()): UsagePeriod {
  const at = anchor ? new Date(anchor) : undefined;
  if (!at || Number.isNaN(at.getTime())) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    return { key: now.toISOString().slice(0, 7), start: start.toISOString(), end: end.toISOString() };
  }
  // the month difference puts the candidate start in now's calendar month: one step back if it is after now
  let months = (now.getUTCFullYear() - at.getUTCFullYear()) * 12 + (now.getUTCMonth() - at.getUTCMonth());
  if (addMonths(at, months).getTime() > now.getTime()) months -= 1;
  const start = addMonths(at, months).toISOString();
  return { key: start, start, end: addMonths(at, months + 1).toISOString() };
}

/** Has the tenant's plan ended (trial over, cancelled, halted)? From then on the tenant has no plan. */
export function planEnded(client: { planEndsAt?: string }, now = new Date()): boolean {
  if (!client.planEndsAt) return false;
  const ends = Date.parse(client.planEndsAt);
  return !Number.isNaN(ends) && ends <= now.getTime();
}
