import * as z from 'zod';
import { resolveConversationResponse } from '../../../shared/schemas/conversations';
import { resolveConversation } from '../../core/chat/live-chat';
import { notifyConversation } from '../../core/chat/realtime';
import { http } from '../../kit/http';

/** POST /api/conversations/{id}/unescalate — the portal's Resolve: the conversation ends, the widget says so. */
export const handler = http(
  { auth: 'agent', params: z.object({ id: z.string().min(1).max(64) }), response: resolveConversationResponse },
  async ({ session, params }) => ({
    conversation: await resolveConversation(session.clientId, params.id, notifyConversation),
  }),
);
