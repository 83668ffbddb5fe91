import * as z from 'zod';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '../attachment-rules';
import { CONVERSATION_STATUSES, KNOWLEDGE_SOURCE_KINDS, SENDER_TYPES } from '../enums';

/**
 * A chat message and a conversation's state as the widget and the chat test screen receive them. In a
 * module of their own so a function that needs only these does not bundle every widget schema.
 */
export const MAX_VISITOR_MESSAGE_CHARS = 2000;

/**
 * A file sent with a message (issue 32 item 6): `url` is a short-lived signed GET URL that forces a
 * download-safe content type and disposition, signed when the message is read or pushed.
 */
export const messageAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.enum(ATTACHMENT_TYPES),
  size: z.number().int().min(1).max(MAX_ATTACHMENT_BYTES),
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;
/** Where an answer from the business's knowledge came from (issue 33): shown under the reply. */
export const messageSourceSchema = z.object({
  kind: z.enum(KNOWLEDGE_SOURCE_KINDS),
  title: z.string(),
  url: z.string().optional(),
  page: z.number().int().optional(),
});
export type MessageSource = z.infer<typeof messageSourceSchema>;

export const widgetMessageSchema = z.object({
  id: z.string(),
  senderType: z.enum(SENDER_TYPES),
  content: z.string(),
  createdAt: z.string(),
  attachment: messageAttachmentSchema.optional(),
  /** An answer from knowledge: its source. Absent on every other message. */
  source: messageSourceSchema.optional(),
});
export type WidgetMessage = z.infer<typeof widgetMessageSchema>;

export const widgetConversationStateSchema = z.object({
  status: z.enum(CONVERSATION_STATUSES),
  escalated: z.boolean(),
  /**
   * Handed over while nobody of the team was online (issue 31 item 5): a reply comes by email, to the
   * address on file ('email') or to one the widget asks for ('ask'). Absent otherwise.
   */
  replyByEmail: z.enum(['email', 'ask']).optional(),
});
export type WidgetConversationState = z.infer<typeof widgetConversationStateSchema>;
