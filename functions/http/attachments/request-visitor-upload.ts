import { attachments } from '@shared/api/contracts/attachments';
import { activeConversation, assertOpen } from '../../core/chat/conversations';
import { requestUpload } from '../../core/inbox/attachments';
import { limitByIp } from '../../core/limits/ip-limit';
import { widgetFor } from '../../core/widget/widget-access';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';
import { conversationOf } from '../widget/visitor-conversation';

/**
 * POST /api/widget/attachments/uploads — a visitor asks to upload a file into their own conversation (the
 * one their token names; nothing in the body can name another); answers the presigned POST. Each address
 * has an upload budget (core/limits/ip-limit.ts), counted before anything is stored.
 */
export const handler = http(attachments.requestVisitorUpload, async ({ session, body, event }) => {
  const conversationId = conversationOf(session);
  await widgetFor(session.clientId, event);
  await limitByIp('attachmentUpload', clientIp(event));
  assertOpen(await activeConversation(session.clientId, conversationId));
  return requestUpload(session.clientId, conversationId, body, { kind: 'visitor' });
});
