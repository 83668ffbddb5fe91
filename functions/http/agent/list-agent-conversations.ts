import { agent } from '@shared/api/contracts/agent';
import { escalatedConversations } from '../../core/chat/live-chat';
import { http } from '../../kit/http';

/** GET /api/agent/conversations — the portal's sidebar: active escalated conversations, oldest waiting first. */
export const handler = http(agent.listAgentConversations, async ({ session, query }) => ({
  conversations: await escalatedConversations(session.clientId, query.labelId),
}));
