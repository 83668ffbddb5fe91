import { widget } from '@shared/api/contracts/widget';
import { mailTranscript } from '../../core/chat/visitor-mail';
import { limitByIp } from '../../core/limits/ip-limit';
import { widgetFor } from '../../core/widget/widget-access';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';
import { conversationOf } from './visitor-conversation';

/** POST /api/widget/transcript — "Email me this conversation" (issue 31 item 5); mailed by the queue, never here. */
export const handler = http(widget.sendTranscript, async ({ session, body, event }) => {
  await widgetFor(session.clientId, event);
  // a public route that sends mail: a budget per address, before anything is read
  await limitByIp('transcript', clientIp(event));
  return mailTranscript(session.clientId, conversationOf(session), body.email);
});
