import * as z from 'zod';
import { conversationMessagesResponse } from '../../../shared/schemas/conversations';
import { liveMessagesAfter } from '../../core/chat/conversations';
import { conversationOfTenant } from '../../core/chat/live-chat';
import { http } from '../../kit/http';

/** GET /api/conversations/{id}/messages — the monitor's detail dialog (sender, time, matched intent). */
export const handler = http(
  { auth: 'customer', params: z.object({ id: z.string().min(1).max(64) }), response: conversationMessagesResponse },
  async ({ session, params }) => {
    await conversationOfTenant(session.clientId, params.id);
    return { messages: await liveMessagesAfter(session.clientId, params.id) };
  },
);
