import type { MentionableAgent } from '@shared/schemas/notes';
import * as db from '../../db/table-entities';

/** Who may be @mentioned: the tenant's active owners and agents (the people who open the Agent Portal). */
export async function mentionableAgents(clientId: string): Promise<(MentionableAgent & { email: string })[]> {
  const { data } = await db.user().query.byId({ clientId }).go({ pages: 'all' });
  return data
    .filter((u) => u.isActive && !u.invited && (u.role === 'human_agent' || u.role === 'business_owner'))
    .map((u) => ({
      userId: u.id,
      firstName: u.firstName,
      name: `${u.firstName} ${u.lastName}`.trim() || u.email,
      email: u.email,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
