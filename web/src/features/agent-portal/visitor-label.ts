import type { AgentConversation } from './api/agent-desk';

/** The last 6 characters of the session id: what tells two chats apart when nothing else does. */
export const sessionTail = (c: Pick<AgentConversation, 'sessionId'>) => `…${c.sessionId.slice(-6)}`;

/** Who the agent is talking to: the lead's name when the visitor gave one, else the chat by its session. */
export const visitorLabel = (c: Pick<AgentConversation, 'sessionId' | 'lead'>) =>
  c.lead?.name.trim() || `Chat ${sessionTail(c)}`;
