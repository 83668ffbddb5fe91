import * as z from 'zod';
import { CONVERSATION_STATUSES, SENDER_TYPES } from '../enums';

/**
 * A chat message and a conversation's state as the widget and the chat test screen receive them. In a
 * module of their own so a function that needs only these does not bundle every widget schema.
 */
export const MAX_VISITOR_MESSAGE_CHARS = 2000;

/** Where an answer from the business's knowledge came from (issue 33): shown under the reply. */
export const messageSourceSchema = z.object({
  kind: z.enum(['website', 'file', 'text', 'qa']),
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
