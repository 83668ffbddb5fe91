import * as db from '../../db/table-entities';

/**
 * The open chats each agent owns (db/entities/inbox-assignment.ts AgentLoad): moved with every change of
 * owner (core/inbox/assignment.ts, in the change's transaction) and when a chat ends (here, after the end's
 * conditional write, with the owner the write found: a kept count, like the dashboard's, so no Query counts
 * an agent's conversations). Its own module: every path that ends a chat carries it, and nothing more.
 */
export async function releaseEnded(clientId: string, assigneeId: string | undefined): Promise<void> {
  if (!assigneeId) return;
  await db.agentLoad().update({ clientId, userId: assigneeId }).subtract({ openChats: 1 }).go();
}

/** Each agent's open chats and their turn (the round-robin's), in ONE Query of the tenant's loads. */
export async function agentLoads(
  clientId: string,
): Promise<Map<string, { openChats: number; lastAssignedAt: string }>> {
  const { data } = await db.agentLoad().query.byUser({ clientId }).go({ pages: 'all' });
  return new Map(data.map((l) => [l.userId, { openChats: l.openChats ?? 0, lastAssignedAt: l.lastAssignedAt ?? '' }]));
}
