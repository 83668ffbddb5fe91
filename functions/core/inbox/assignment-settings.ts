import type { AssignmentSettings } from '@shared/schemas/inbox-assignment';
import * as db from '../../db/table-entities';

/**
 * The tenant's assignment rules (Human Agents → Chat assignment, owners): automatic round-robin, off until
 * an owner turns it on, and the open chats an agent may own before the round-robin passes them by (none:
 * no cap). Read fresh at each handoff: a handoff is rare next to messages, and a change applies at once.
 */
export async function readAssignmentSettings(clientId: string): Promise<AssignmentSettings> {
  const { data } = await db.assignmentSettings().get({ clientId }).go();
  return { roundRobin: data?.roundRobin ?? false, maxOpenChats: data?.maxOpenChats || null };
}

export async function saveAssignmentSettings(clientId: string, s: AssignmentSettings): Promise<AssignmentSettings> {
  // no cap is stored as 0 (an upsert cannot remove an attribute): read back as null
  await db
    .assignmentSettings()
    .upsert({ clientId })
    .set({ roundRobin: s.roundRobin, maxOpenChats: s.maxOpenChats ?? 0 })
    .go();
  return s;
}
