import type { Publish } from '../chat/publish';
import { agentLoads } from './agent-load';
import { assignedEvents, moveOwner, teamAgent } from './assignment';
import { readAssignmentSettings } from './assignment-settings';
import { availableAgents } from './presence';

/**
 * Automatic assignment when a chat is handed to a person (issue 32 item 1), if the owner turned it on:
 * round-robin among the agents available now (presence.ts), the one assigned longest ago first (never
 * assigned: first of all), passing over an agent who owns the cap of open chats already. The cap is the
 * condition of the assignment's own write (assignment.ts moveOwner), so two handoffs at once cannot both
 * fill an agent's last place. Nobody available or everyone at the cap: the chat waits unassigned. Runs only
 * on a handoff, never on an ordinary message.
 */
export async function assignOnEscalation(clientId: string, conversationId: string, publish?: Publish): Promise<void> {
  const settings = await readAssignmentSettings(clientId);
  if (!settings.roundRobin) return;
  const [available, loads] = await Promise.all([availableAgents(clientId), agentLoads(clientId)]);
  const cap = settings.maxOpenChats ?? undefined;
  const turns = available
    .map(({ userId }) => ({ userId, ...(loads.get(userId) ?? { openChats: 0, lastAssignedAt: '' }) }))
    .filter((a) => cap === undefined || a.openChats < cap)
    .sort((a, b) => a.lastAssignedAt.localeCompare(b.lastAssignedAt) || a.userId.localeCompare(b.userId));
  // a just-escalated chat: open, handed over, nobody has answered it yet
  const c = { clientId, id: conversationId, status: 'active', isEscalated: true };
  for (const { userId } of turns) {
    const agent = await teamAgent(clientId, userId);
    if (!agent) continue; // deactivated since their socket opened
    const moved = await moveOwner(c, undefined, agent, cap);
    if (moved === 'lost') return; // an agent claimed it a moment ago
    if (moved === 'moved') {
      await publish?.(clientId, assignedEvents(c, agent));
      return;
    }
  }
}
