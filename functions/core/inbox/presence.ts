import type { AgentPresence } from '@shared/schemas/realtime';
import * as db from '../../db/table-entities';
import { liveAgents } from '../chat/realtime-connections';

/**
 * Who of a tenant's agents can take a chat right now (issue 32 item 2): the routing rules (round-robin
 * assignment) ask here. An agent with the Agent Portal open (a live socket not past its expiry) AND
 * online: away (chosen, or after idle) and offline agents get no new chat.
 */
export interface AvailableAgent {
  userId: string;
}

export async function availableAgents(clientId: string): Promise<AvailableAgent[]> {
  return (await liveAgents(clientId)).filter((a) => a.status === 'online').map(({ userId }) => ({ userId }));
}

/** What an agent chose (no item: online, not by the idle rule). */
export async function chosenPresence(
  clientId: string,
  userId: string,
): Promise<{ status: AgentPresence; auto: boolean }> {
  const { data } = await db
    .agentPresence()
    .get({ clientId, userId })
    .go({ attributes: ['status', 'auto'] });
  return { status: data?.status ?? 'online', auto: data?.auto ?? false };
}

/**
 * The portal's view (GET /api/inbox/presence): the caller's own choice and the agents with the portal
 * open, online or away (an agent who chose offline is shown as nobody, as the `agent.presence` event says).
 */
export async function readPresence(clientId: string, userId: string) {
  const [me, agents] = await Promise.all([chosenPresence(clientId, userId), liveAgents(clientId)]);
  return {
    me,
    agents: agents
      .filter((a) => a.status !== 'offline')
      .map((a) => ({ agentId: a.userId, agentName: a.agentName, status: a.status })),
  };
}
