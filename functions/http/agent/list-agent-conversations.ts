import { agentConversationsResponse } from '../../../shared/schemas/conversations';
import { escalatedConversations } from '../../core/chat/live-chat';
import { http } from '../../kit/http';

/** GET /api/agent/conversations — the portal's sidebar: active escalated conversations, oldest waiting first. */
export const handler = http({ auth: 'agent', response: agentConversationsResponse }, async ({ session }) => ({
  conversations: await escalatedConversations(session.clientId),
}));
