import { widget } from '@shared/api/contracts/widget';
import { escalateConversation } from '../../core/chat/chat-pipeline';
import { ESCALATION_REASONS } from '../../core/chat/escalation';
import { notifyConversation } from '../../core/chat/realtime';
import { widgetFor } from '../../core/widget/widget-access';
import { http } from '../../kit/http';
import { conversationOf } from './visitor-conversation';

/** POST /api/widget/escalate — the visitor's "Talk to a person" button. */
export const handler = http(widget.escalate, async ({ session, event }) => {
  await widgetFor(session.clientId, event);
  // the reason is the product's own words: visitor text never lands in the agents' reason column
  return escalateConversation(session.clientId, conversationOf(session), ESCALATION_REASONS.visitor, {
    publish: notifyConversation,
  });
});
