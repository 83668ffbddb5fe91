import { visitorEscalateRequest, widgetMessagesResponse } from '../../../shared/schemas/widget-public';
import { escalateConversation } from '../../core/chat/chat-pipeline';
import { ESCALATION_REASONS } from '../../core/chat/escalation';
import { notifyConversation } from '../../core/chat/realtime';
import { widgetFor } from '../../core/widget/widget-access';
import { http } from '../../kit/visitor-http';
import { conversationOf } from './visitor-conversation';

/** POST /api/widget/escalate — the visitor's "Talk to a person" button. */
export const handler = http(
  { auth: 'visitor', body: visitorEscalateRequest, response: widgetMessagesResponse },
  async ({ session, event }) => {
    await widgetFor(session.clientId, event);
    // the reason is the product's own words: visitor text never lands in the agents' reason column
    return escalateConversation(session.clientId, conversationOf(session), ESCALATION_REASONS.visitor, {
      publish: notifyConversation,
    });
  },
);
