import { NotFoundError } from '../../base/errors';
import * as db from '../../db/table-entities';
import type { AgentEvent } from '../chat/realtime';
import { notifyAgentSockets } from '../chat/realtime';
import { agentSockets, type NewConnection } from '../chat/realtime-connections';
import { chosenPresence } from './presence';

/**
 * What the other agents learn from an agent's portal socket (issue 32 item 2): the agent came (their
 * chosen presence), left (offline, once their last tab closed), and which chat they have open ("Ravi is
 * viewing"), which clears when they open another, close it or their socket closes. Each reads the
 * tenant's agent sockets once and pushes to the agents' sockets only.
 */

/** $connect of an agent: the others see them arrive, unless another tab of theirs was open already. */
export async function agentArrived(me: NewConnection & { userId: string }): Promise<void> {
  if (me.monitor) return;
  const [sockets, chosen] = await Promise.all([agentSockets(me.clientId), chosenPresence(me.clientId, me.userId)]);
  // the connecting socket is not open yet: nothing is pushed to it
  const others = sockets.filter((s) => s.connectionId !== me.connectionId);
  if (others.some((s) => s.userId === me.userId && !s.monitor)) return;
  const event = {
    type: 'agent.presence',
    agentId: me.userId,
    agentName: me.agentName ?? '',
    status: chosen.status,
  } as const;
  await notifyAgentSockets(me.clientId, [event], others);
}

/** $disconnect of an agent's socket (`gone`: the item it held): its chat is no longer viewed; the last tab: offline. */
export async function agentLeft(gone: NewConnection): Promise<void> {
  if (gone.kind !== 'agent' || !gone.userId || gone.monitor) return;
  const sockets = await agentSockets(gone.clientId);
  const events: AgentEvent[] = [];
  if (gone.viewing && !stillViewing(sockets, gone, gone.viewing)) events.push(viewingEvent(gone, gone.viewing, false));
  if (!sockets.some((s) => s.userId === gone.userId && !s.monitor)) {
    events.push({ type: 'agent.presence', agentId: gone.userId, agentName: gone.agentName ?? '', status: 'offline' });
  }
  if (events.length) await notifyAgentSockets(gone.clientId, events, sockets);
}

/**
 * An agent's socket opens a chat (`conversationId`) or closes it (null): the socket item remembers it, the
 * other agents are told (the chat it had open before, no longer), and the agent is told who else has this
 * chat open. A conversation of another tenant (or none) is a NotFoundError: nothing is stored or told.
 */
export async function setViewing(me: NewConnection, conversationId: string | null): Promise<void> {
  if (me.kind !== 'agent' || !me.userId) throw new NotFoundError('Conversation');
  if (conversationId) {
    const { data } = await db
      .conversation()
      .get({ clientId: me.clientId, id: conversationId })
      .go({ attributes: ['id'] });
    if (!data) throw new NotFoundError('Conversation');
  }
  if (me.viewing === (conversationId ?? undefined)) return;
  const socket = db.wsConnection().patch({ connectionId: me.connectionId });
  await (conversationId ? socket.set({ viewing: conversationId }) : socket.remove(['viewing'])).go();
  const sockets = await agentSockets(me.clientId);
  const events: AgentEvent[] = [];
  if (me.viewing && !stillViewing(sockets, me, me.viewing)) events.push(viewingEvent(me, me.viewing, false));
  if (conversationId) events.push(viewingEvent(me, conversationId, true));
  const others = sockets.filter((s) => s.userId !== me.userId);
  const alreadyThere = new Map(
    others.filter((s) => conversationId && s.viewing === conversationId).map((s) => [s.userId, s]),
  );
  await Promise.all([
    notifyAgentSockets(me.clientId, events, others),
    alreadyThere.size
      ? notifyAgentSockets(
          me.clientId,
          [...alreadyThere.values()].map((s) => viewingEvent(s, conversationId as string, true)),
          [me],
        )
      : null,
  ]);
}

/** Another socket of the same agent (a second tab, the renewed socket) still has the chat open. */
function stillViewing(sockets: readonly NewConnection[], agent: NewConnection, conversationId: string): boolean {
  return sockets.some(
    (s) => s.userId === agent.userId && s.connectionId !== agent.connectionId && s.viewing === conversationId,
  );
}

function viewingEvent(agent: NewConnection, conversationId: string, viewing: boolean): AgentEvent {
  return {
    type: 'agent.viewing',
    conversationId,
    agentId: agent.userId as string,
    agentName: agent.agentName ?? '',
    viewing,
  };
}
