import { widget } from '@shared/api/contracts/widget';
import { setReplyAddress } from '../../core/chat/offline-handoff';
import { limitByIp } from '../../core/limits/ip-limit';
import { widgetFor } from '../../core/widget/widget-access';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';
import { conversationOf } from './visitor-conversation';

/** POST /api/widget/reply-address — where the reply by email goes after a handoff nobody was online for. */
export const handler = http(widget.setReplyAddress, async ({ session, body, event }) => {
  await widgetFor(session.clientId, event);
  await limitByIp('transcript', clientIp(event));
  return setReplyAddress(session.clientId, conversationOf(session), body.email);
});
