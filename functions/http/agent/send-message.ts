import { agent } from '@shared/api/contracts/agent';
import { agentReply } from '../../core/chat/live-chat';
import { queueConversationEvents } from '../../core/chat/live-fanout';
import { relayToWhatsapp } from '../../core/integrations/whatsapp-outbound';
import { http } from '../../kit/http';

/** POST /api/messages — a human agent's reply; the visitor's widget receives it live, a WhatsApp customer on WhatsApp. */
export const handler = http(agent.sendMessage, { idempotent: true }, async ({ session, body, log, idempotency }) => ({
  message: await agentReply(
    session,
    body.conversationId,
    body.content,
    queueConversationEvents,
    relayToWhatsapp(log),
    // under an Idempotency-Key: stored once, so a retry after a failed push or relay sends no second reply
    idempotency?.resourceId,
    // a colleague's chat (issue 32): refused with 409 CLAIMED_BY_OTHER unless the agent takes it over
    { takeOver: body.takeOver },
  ),
}));
