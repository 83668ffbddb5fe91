import { attachments } from '@shared/api/contracts/attachments';
import { queueConversationEvents } from '../../core/chat/live-fanout';
import { visitorAttachmentMessage } from '../../core/chat/visitor-attachment';
import { recordSent, takeCheckedUpload } from '../../core/inbox/attachments';
import { widgetFor } from '../../core/widget/widget-access';
import { http } from '../../kit/http';
import { conversationOf } from '../widget/visitor-conversation';

/**
 * POST /api/widget/attachments/send — the visitor's uploaded file, its bytes checked, as
 * their message; the agents get it live. Only an upload into the token's own conversation is found.
 */
export const handler = http(attachments.sendVisitorAttachment, async ({ session, body, event }) => {
  const conversationId = conversationOf(session);
  await widgetFor(session.clientId, event);
  const upload = await takeCheckedUpload(session.clientId, body.id, { kind: 'visitor' }, conversationId);
  try {
    const message = await visitorAttachmentMessage(
      session.clientId,
      conversationId,
      upload.attachment,
      queueConversationEvents,
    );
    await recordSent(session.clientId, body.id, message.id);
    return { messages: [message] };
  } catch (err) {
    await upload.release();
    throw err;
  }
});
