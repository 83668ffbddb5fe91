import { widget } from '@shared/api/contracts/widget';
import { activeConversation, assertOpen } from '../../core/chat/conversations';
import { limitWidget, widgetFor } from '../../core/widget/widget-access';
import { http } from '../../kit/http';
import { issueLiveTicket, LIVE_TICKET_SECONDS } from '../../kit/visitor-token';
import { conversationOf } from './visitor-conversation';

/** POST /api/widget/live-ticket — before each (re)connect of the widget's live socket. */
export const handler = http(widget.issueLiveTicket, async ({ session, event }) => {
  const conversationId = conversationOf(session);
  await widgetFor(session.clientId, event);
  await limitWidget('liveTicketsPerConversation', `${session.clientId}:${conversationId}`);
  // an ended conversation has nothing left to hear (409, as for a message)
  assertOpen(await activeConversation(session.clientId, conversationId));
  return {
    ticket: issueLiveTicket({ ...session, conversationId }),
    expiresIn: LIVE_TICKET_SECONDS,
  };
});
