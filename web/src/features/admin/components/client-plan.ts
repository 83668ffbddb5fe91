import type { AdminClient } from '../api/clients';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * What the plan's end means today, or null while it renews: a trial's last day, a cancelled plan's last
 * day, or that it ended (the tenant has no plan then, and its widget refuses new chats).
 */
export function planNote(c: Pick<AdminClient, 'trial' | 'planEndsAt'>, now = new Date()): string | null {
  if (!c.planEndsAt) return null;
  if (Date.parse(c.planEndsAt) <= now.getTime()) return `Plan ended ${date(c.planEndsAt)}`;
  return c.trial ? `Trial ends ${date(c.planEndsAt)}` : `Ends ${date(c.planEndsAt)}`;
}
