import { attachments } from '@shared/api/contracts/attachments';
import { agentReply } from '../../core/chat/live-chat';
import { queueConversationEvents } from '../../core/chat/live-fanout';
import { recordSent, takeCheckedUpload } from '../../core/inbox/attachments';
import { relayToWhatsapp } from '../../core/integrations/whatsapp-outbound';
import { http } from '../../kit/http';

/**
 * POST /api/inbox/attachments/send — the agent's uploaded file, its bytes checked, as their
 * reply: through agentReply like any reply (the visitor's widget gets it live, a WhatsApp customer as an
 * image or document message). A refused file is deleted and answered with the 4xx naming the field.
 */
export const handler = http(attachments.sendAgentAttachment, async ({ session, body, log }) => {
  const upload = await takeCheckedUpload(session.clientId, body.id, { kind: 'agent', userId: session.userId });
  try {
    const message = await agentReply(
      session,
      upload.conversationId,
      body.caption || upload.attachment.name,
      queueConversationEvents,
      relayToWhatsapp(log),
      undefined,
      { takeOver: body.takeOver, attachment: upload.attachment },
    );
    await recordSent(session.clientId, body.id, message.id);
    return { message };
  } catch (err) {
    await upload.release();
    throw err;
  }
});
