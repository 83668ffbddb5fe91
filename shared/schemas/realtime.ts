import * as z from 'zod';
import { widgetMessageSchema } from './chat-message';

/**
 * The live channel (DESIGN §5): what the server pushes over the WebSocket API (API Gateway in AWS,
 * the local gateway's /ws at home) and what clients may send on it. Agents connect to `/ws` with their
 * session cookie; widget visitors to `/ws?token=<visitor token>`. Clients catch up over HTTP after any
 * (re)connect from the last message id they saw and drop ids they already show, so a reconnect neither
 * loses nor repeats a message.
 */

// the limits live in a zod-free module: the widget's socket client reads them without bundling zod
export * from '../realtime-limits';

/**
 * A message as live clients receive it: the widget's shape plus the intent the bot matched and, on a
 * human agent's message, who wrote it (so two agents on one chat tell their replies apart; null on the
 * others and on agent messages stored before authors were).
 */
export const liveMessageSchema = widgetMessageSchema.extend({
  conversationId: z.string(),
  intentMatched: z.string().nullable(),
  senderId: z.string().nullable(),
  senderName: z.string().nullable(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

const conversationId = z.string().min(1).max(64);

/** The events about one conversation (what the live fan-out queue carries: shared/schemas/queue-messages.ts). */
export const conversationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message.created'), conversationId, message: liveMessageSchema }),
  z.object({ type: z.literal('conversation.escalated'), conversationId, reason: z.string() }),
  z.object({ type: z.literal('conversation.resolved'), conversationId }),
  z.object({
    type: z.literal('typing'),
    conversationId,
    from: z.enum(['visitor', 'agent']),
    isTyping: z.boolean(),
  }),
  z.object({ type: z.literal('agent.joined'), conversationId, agentName: z.string() }),
]);

export const realtimeEventSchema = z.discriminatedUnion('type', [
  ...conversationEventSchema.options,
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
/** The events about one conversation (everything but pong and error). */
export type ConversationEvent = z.infer<typeof conversationEventSchema>;

/** What a client may send on `$default`. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }).strict(),
  z.object({ type: z.literal('typing'), conversationId, isTyping: z.boolean() }).strict(),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
