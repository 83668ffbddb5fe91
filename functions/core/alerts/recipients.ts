import type { Role } from '@shared/enums';
import { notificationSettingsSchema } from '@shared/schemas/identity';
import * as db from '../../db/table-entities';

/**
 * Who of a tenant receives an alert mail. The tenant's switches (settings.ts) decide whether the alert
 * is sent at all; each person's own switches (Settings → Notifications, per user) decide whether they
 * receive it: "Email notifications" off receives none, and the alert's own switch (conversations, new
 * leads, system updates) off receives none of that kind. Deactivated members receive nothing, nor do invited
 * agents who have not accepted yet (they cannot sign in to act on an alert).
 */
export type Audience = 'escalation' | 'lead' | 'billing';

const ROLES_OF: Record<Audience, readonly Role[]> = {
  // the people who answer chats: agents, and owners, who open the Agent Portal too
  escalation: ['human_agent', 'business_owner'],
  lead: ['business_owner'],
  billing: ['business_owner'],
};
const SWITCH_OF = { escalation: 'conversations', lead: 'newLeads', billing: 'systemUpdates' } as const;

export async function recipientsOf(clientId: string, audience: Audience): Promise<string[]> {
  const [{ data: users }, { data: settings }] = await Promise.all([
    db.user().query.byId({ clientId }).go({ pages: 'all' }),
    db.userSettings().query.byUser({ clientId }).go({ pages: 'all' }),
  ]);
  const optedOut = new Set(
    settings
      .filter((s) => {
        const n = notificationSettingsSchema.safeParse(
          (s.settings as { notifications?: unknown })?.notifications ?? {},
        );
        return n.success && (!n.data.emailNotifications || !n.data[SWITCH_OF[audience]]);
      })
      .map((s) => s.userId),
  );
  const emails = users
    .filter((u) => u.isActive && !u.invited && ROLES_OF[audience].includes(u.role) && !optedOut.has(u.id))
    .map((u) => u.email.toLowerCase());
  return [...new Set(emails)];
}
