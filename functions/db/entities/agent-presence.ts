import { AGENT_PRESENCE } from '@shared/schemas/realtime';
import { flag, oneOf, required, timestampAttributes } from './attributes';
import { defineUserEntity } from './common';

/**
 * An agent's chosen presence (issue 32 item 2): online, away or offline, kept per agent rather than per
 * socket, so it survives a reload and holds across the agent's tabs. `auto`: away because the portal saw
 * no input for a while (core/inbox/presence.ts), which activity undoes; a choice the agent made is never
 * undone by the idle rule. No item means online. Whether the agent is there at all is the sockets' say
 * (core/chat/realtime-connections.ts liveAgents): without a live socket an agent is offline whatever
 * this item holds.
 */
export const AgentPresence = /* @__PURE__ */ defineUserEntity('agentPresence', [], () => ({
  status: oneOf(AGENT_PRESENCE),
  auto: flag(false),
  /** The agent's first name, as other agents see it ("Ravi is away"). */
  agentName: required.string,
  ...timestampAttributes,
}));
