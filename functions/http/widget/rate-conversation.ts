import { widget } from '@shared/api/contracts/widget';
import { notifyConversation } from '../../core/chat/realtime';
import { rateConversation } from '../../core/inbox/rating';
import { limitByIp } from '../../core/limits/ip-limit';
import { widgetFor } from '../../core/widget/widget-access';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';
import { conversationOf } from './visitor-conversation';

/** POST /api/widget/rating — the visitor rates their resolved chat 1–5, once (issue 32 item 7). */
export const handler = http(widget.rateConversation, async ({ session, body, event }) => {
  await widgetFor(session.clientId, event);
  await limitByIp('rating', clientIp(event));
  return rateConversation(session.clientId, conversationOf(session), body, notifyConversation);
});
