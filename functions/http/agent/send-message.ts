import { agent } from '@shared/api/contracts/agent';
import { agentReply, readReply } from '../../core/chat/live-chat';
import { queueConversationEvents } from '../../core/chat/live-fanout';
import { conversationAudience } from '../../core/chat/realtime-connections';
import { relayToWhatsapp } from '../../core/integrations/whatsapp-outbound';
import { http } from '../../kit/http';

/** POST /api/messages — a human agent's reply; the visitor's widget receives it live, a WhatsApp customer on WhatsApp. */
export const handler = http(
  agent.sendMessage,
  {
    idempotent: true,
    // the conversation and the AI Config in one BatchGetItem, beside the Idempotency-Key's claim (kit/http.ts Prefetch)
    prefetch: ({ session, body }) => readReply(session.clientId, body.conversationId),
  },
  async ({ session, body, log, idempotency, prefetched }) => ({
    message: await agentReply(
      session,
      body.conversationId,
      body.content,
      queueConversationEvents,
      relayToWhatsapp(log),
      // under an Idempotency-Key: stored once, so a retry after a failed push or relay sends no second reply
      idempotency?.resourceId,
      // a colleague's chat (issue 32): refused with 409 CLAIMED_BY_OTHER unless the agent takes it over
      // the live sockets are read beside the reply's store and sent with its events (no Query in the fan-out)
      { takeOver: body.takeOver, read: prefetched, audience: conversationAudience },
    ),
  }),
);
