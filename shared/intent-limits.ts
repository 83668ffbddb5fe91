/**
 * How many intents a tenant may train (issue 33 item 4: bulk drafts from knowledge made this reachable in a
 * click). A plan item may carry its own figure (`intentsLimit`); a plan without one, or no active plan, gets
 * the default. The create paths (one intent, or drafts accepted in bulk: functions/core/intents) enforce it.
 */
export const DEFAULT_INTENTS_LIMIT = 500;

export function intentsLimit(plan: { intentsLimit?: number; isActive?: boolean } | null | undefined): number {
  const usable = plan && plan.isActive !== false ? plan : undefined;
  return usable?.intentsLimit ?? DEFAULT_INTENTS_LIMIT;
}
