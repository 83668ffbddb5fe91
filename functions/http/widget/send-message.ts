import { widget } from '@shared/api/contracts/widget';
import { MAX_VISITOR_MESSAGE_CHARS } from '@shared/schemas/widget-public';
import { AppError } from '../../base/errors';
import { readTurn, visitorTurn } from '../../core/chat/chat-pipeline';
import { queueConversationEvents } from '../../core/chat/live-fanout';
import { conversationAudience } from '../../core/chat/realtime-connections';
import { knowledgeAnswer, knowledgePassages } from '../../core/knowledge/tenant-knowledge';
import { queueChatEnrichment } from '../../core/leads/queue-enrichment';
import { generativeProvider } from '../../core/platform/ai';
import { platformSemantics } from '../../core/platform/semantics';
import { messageBudget, widgetFor } from '../../core/widget/widget-access';
import { http } from '../../kit/http';
import { conversationOf } from './visitor-conversation';

/**
 * POST /api/widget/messages — the visitor's message through the pipeline; answers the new messages.
 * The turn's reads go out together (issue 30): the client item (fresh: the widget's gate and the model
 * share it) and the conversation in one BatchGetItem, started beside the Idempotency-Key's claim, with the
 * widget settings and the platform's AI config from the instance's caches; the gate's refusal still comes
 * first, then the message budget's (kept on the conversation, counted by the turn's own write).
 */
export const handler = http(
  widget.sendMessage,
  {
    idempotent: true,
    // the one BatchGetItem goes out beside the Idempotency-Key's claim, not after it (kit/http.ts Prefetch);
    // a message too long is refused first, without reading (a throw here is the handler's own 413)
    prefetch: ({ body, session }) => {
      if (body.content.length > MAX_VISITOR_MESSAGE_CHARS) {
        throw new AppError(
          413,
          'PAYLOAD_TOO_LARGE',
          `Messages are limited to ${MAX_VISITOR_MESSAGE_CHARS} characters`,
          {
            content: `At most ${MAX_VISITOR_MESSAGE_CHARS} characters`,
          },
        );
      }
      return readTurn(session.clientId, conversationOf(session));
    },
  },
  async ({ body, session, event, log, idempotency, prefetched: { tenant, conversation } }) => {
    const conversationId = conversationOf(session);
    await widgetFor(session.clientId, event, tenant);
    // counted on the conversation by the turn's write (no write of its own); a spent one refused here
    const budget = messageBudget(await conversation);
    const turn = await visitorTurn(session.clientId, conversationId, body.content, {
      generative: generativeProvider,
      semantic: platformSemantics,
      // the tenant's knowledge when no intent is sure; its version comes with `tenant` (the one read)
      knowledge: knowledgeAnswer,
      // with OpenAI on, the answer is written from the same index's top passages
      knowledgePassages,
      publish: queueConversationEvents,
      // the live sockets, read beside the turn's write and sent with its events (no Query in the fan-out)
      audience: conversationAudience,
      // under an Idempotency-Key: stored once, so a retry after a failure below answers the first turn
      messageId: idempotency?.resourceId,
      // and the key's answer stored by the turn's own write: no write of the key's after it
      answerInWrite: idempotency?.answerInWrite,
      tenant,
      conversation,
      budget,
    });
    await queueChatEnrichment(session.clientId, conversationId, turn.leadToEnrich, log);
    return { messages: turn.messages, conversation: turn.conversation };
  },
);
