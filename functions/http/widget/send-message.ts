import { widget } from '@shared/api/contracts/widget';
import { MAX_VISITOR_MESSAGE_CHARS } from '@shared/schemas/widget-public';
import { AppError } from '../../base/errors';
import { visitorTurn } from '../../core/chat/chat-pipeline';
import { notifyConversation } from '../../core/chat/realtime';
import { queueChatEnrichment } from '../../core/leads/queue-enrichment';
import { generativeProvider, platformSemantics } from '../../core/platform/ai';
import { limitWidget, widgetFor } from '../../core/widget/widget-access';
import { http } from '../../kit/http';
import { conversationOf } from './visitor-conversation';

/** POST /api/widget/messages — the visitor's message through the pipeline; answers the new messages. */
export const handler = http(
  widget.sendMessage,
  { idempotent: true },
  async ({ body, session, event, log, idempotency }) => {
    const conversationId = conversationOf(session);
    if (body.content.length > MAX_VISITOR_MESSAGE_CHARS) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', `Messages are limited to ${MAX_VISITOR_MESSAGE_CHARS} characters`, {
        content: `At most ${MAX_VISITOR_MESSAGE_CHARS} characters`,
      });
    }
    await widgetFor(session.clientId, event);
    await limitWidget('messagesPerConversation', `${session.clientId}:${conversationId}`);
    const turn = await visitorTurn(session.clientId, conversationId, body.content, {
      generative: generativeProvider,
      semantic: platformSemantics,
      publish: notifyConversation,
      // under an Idempotency-Key: stored once, so a retry after a failure below answers the first turn
      messageId: idempotency?.resourceId,
    });
    await queueChatEnrichment(session.clientId, conversationId, turn.leadToEnrich, log);
    return { messages: turn.messages, conversation: turn.conversation };
  },
);
