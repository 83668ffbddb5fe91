import { optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, tenantKey } from './common';

/**
 * How many open chats each agent owns (issue 32 item 1), kept as the assignments happen (core/inbox/
 * assignment.ts moves it in the same transaction as the conversation's owner, where the round-robin's
 * cap is its condition; the end of a chat takes it back): the round-robin reads a tenant's agents in ONE
 * Query of a small partition slice instead of counting conversations. `lastAssignedAt` is the round-robin's
 * turn: the agent assigned longest ago goes next.
 */
export const AgentLoad = /* @__PURE__ */ defineEntity('agentLoad', () => ({
  attributes: {
    ...tenantAttributes,
    userId: required.string,
    openChats: optional.number,
    lastAssignedAt: optional.string,
    ...timestampAttributes,
  },
  indexes: {
    byUser: tenantKey(['userId']),
  },
}));

/** The tenant's assignment rules (owner, Human Agents): automatic round-robin on or off, the open-chat cap. */
export const AssignmentSettings = /* @__PURE__ */ defineEntity('assignmentSettings', () => ({
  attributes: {
    ...tenantAttributes,
    roundRobin: optional.flag,
    /** Open chats an agent may own before the round-robin skips them; absent: no cap. */
    maxOpenChats: optional.number,
    ...timestampAttributes,
  },
  indexes: {
    byClient: tenantKey([]),
  },
}));
