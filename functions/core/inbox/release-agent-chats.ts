import * as db from '../../db/table-entities';
import type { Publish } from '../chat/publish';
import { closeUserConnections, notifyConversation } from '../chat/realtime';
import { assignedEvents, moveOwner } from './assignment';

/**
 * A deactivated or removed agent's open chats go back to Waiting (issue 32's open gap): otherwise they stay
 * "Mine" for somebody who can no longer sign in, and the visitors wait on nobody. Each move is the same
 * conditional write as an unassign (assignment.ts moveOwner), so a chat a colleague took over meanwhile is
 * left alone, and the agent's open-chat count goes down with it. The count is read first: an agent who owns
 * nothing (most deactivations) costs one GetItem.
 */
export async function releaseAgentChats(clientId: string, userId: string, publish: Publish): Promise<number> {
  const { data: load } = await db.agentLoad().get({ clientId, userId }).go();
  if (!load?.openChats || load.openChats <= 0) return 0;
  const { data: owned } = await db
    .conversation()
    .query.byStatus({ clientId, status: 'active' })
    .where(({ assigneeId, isEscalated }, { eq }) => `${eq(assigneeId, userId)} AND ${eq(isEscalated, true)}`)
    .go({ pages: 'all', attributes: ['clientId', 'id', 'status', 'isEscalated', 'assigneeId', 'firstResponseAt'] });
  let released = 0;
  for (const c of owned) {
    if ((await moveOwner(c, userId, null)) !== 'moved') continue;
    released++;
    await publish(clientId, assignedEvents({ ...c, isEscalated: true }, null));
  }
  return released;
}

/** What follows a deactivation: the agent's sockets close and their open chats go back to Waiting, live. */
export async function afterAgentDeactivated(clientId: string, userId: string): Promise<void> {
  await closeUserConnections(clientId, userId);
  await releaseAgentChats(clientId, userId, notifyConversation);
}
