import * as z from 'zod';
import { AGENT_PRESENCE } from './realtime';

/**
 * Agent presence (issue 32 item 2): online, away or offline, chosen in the Agent Portal; away after
 * PRESENCE_IDLE_MINUTES without input (shared/realtime-limits.ts, zod-free for the portal's bundle).
 */

const status = z.enum(AGENT_PRESENCE);

/** An agent of the tenant with the portal open, as the others see them. */
export const agentPresenceRow = z.object({ agentId: z.string(), agentName: z.string(), status });

/** GET /api/inbox/presence: the caller's own choice and the tenant's agents with the portal open. */
export const getPresenceResponse = z.object({
  me: z.object({ status, auto: z.boolean() }),
  agents: z.array(agentPresenceRow),
});
export type GetPresenceResponse = z.output<typeof getPresenceResponse>;

/**
 * PUT /api/inbox/presence: the agent's choice, or (`auto: true`) the portal's idle rule: away after
 * the idle time without input (applies only to an agent who is online), online again at the next
 * input (only when the idle rule made them away).
 */
export const setPresenceBody = z.object({ status, auto: z.boolean().optional() }).strict();

/** PUT /api/inbox/presence: the caller's presence after the request (an idle rule that did not apply changes nothing). */
export const setPresenceResponse = z.object({ status, auto: z.boolean() });
export type SetPresenceResponse = z.output<typeof setPresenceResponse>;
