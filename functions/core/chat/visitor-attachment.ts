import type { ConversationEvent } from '@shared/schemas/realtime';
import type { WidgetMessage } from '@shared/schemas/widget-public';
import * as db from '../../db/table-entities';
import { readTenantAiSettings } from '../intents/ai-settings';
import { type StoredAttachment, withAttachmentUrls } from './attachment-urls';
import { activeConversation, assertOpen, storeMessage, toLiveMessage, toWireMessage } from './conversations';
import type { Publish } from './publish';

/**
 * A visitor's file (issue 32 item 6), already checked (core/inbox/attachments.ts), as their message in
 * their own open conversation: stored with the file, pushed to the agents like any visitor message. The
 * bot does not answer a file (it reads words), so no turn runs; the file's name is the message's text,
 * which is what transcripts and mails show.
 */
export async function visitorAttachmentMessage(
  clientId: string,
  conversationId: string,
  attachment: StoredAttachment,
  publish: Publish,
  /** What the visitor wrote with the file (a WhatsApp caption); the file's name when nothing. */
  caption?: string,
): Promise<WidgetMessage> {
  const [conversation, ai] = await Promise.all([
    activeConversation(clientId, conversationId),
    readTenantAiSettings(clientId),
  ]);
  assertOpen(conversation);
  const stored = await storeMessage(
    clientId,
    conversationId,
    { senderType: 'customer', content: caption?.trim() || attachment.name, attachment },
    ai,
  );
  const [signed] = await withAttachmentUrls([stored]);
  await Promise.all([
    db.conversation().patch({ clientId, id: conversationId }).set({ lastMessageAt: stored.timestamp }).go(),
    publish(clientId, [{ type: 'message.created', conversationId, message: toLiveMessage(conversationId, signed) }]),
  ]);
  return toWireMessage(signed);
}
