import { isExpired } from '../../db/table';
import * as db from '../../db/table-entities';

/**
 * Who of a tenant's agents can take a chat right now (issue 32 item 2): the routing rules (round-robin
 * assignment) and the widget ask here. First version: an agent with the Agent Portal open (a live socket
 * not past its expiry); presence (online / away / offline, away after idle) narrows it to those online.
 */
export interface AvailableAgent {
  userId: string;
}

export async function availableAgents(clientId: string): Promise<AvailableAgent[]> {
  const { data } = await db
    .wsConnection()
    .query.byClient({ clientId })
    .begins({ kind: 'agent' })
    .go({ pages: 'all', attributes: ['userId', 'expiresAt'] });
  const ids = new Set(data.filter((c) => c.userId && !isExpired(c.expiresAt)).map((c) => c.userId as string));
  return [...ids].sort().map((userId) => ({ userId }));
}
