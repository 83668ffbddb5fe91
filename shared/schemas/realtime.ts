import * as z from 'zod';
import { widgetMessageSchema } from './chat-message';

/**
 * The live channel (DESIGN §5): what the server pushes over the WebSocket API (API Gateway in AWS,
 * the local gateway's /ws at home) and what clients may send on it. Agents connect to `/ws` with their
 * session cookie; widget visitors to `/ws?token=<visitor token>`. Clients catch up over HTTP after any
 * (re)connect from the last message id they saw and drop ids they already show, so a reconnect neither
 * loses nor repeats a message.
 */

/** A client frame larger than this is answered with an `error` event and otherwise ignored. */
export const MAX_WS_FRAME_BYTES = 32 * 1024;
/** API Gateway closes a connection idle for 10 minutes; clients ping well inside it. */
export const WS_HEARTBEAT_MS = 4 * 60_000;
/** API Gateway ends every connection after 2 hours; clients reconnect on their own before that. */
export const WS_RECONNECT_BEFORE_MS = 110 * 60_000;
/** Backoff after a drop: 1 s doubling to 30 s, with jitter. */
export const WS_BACKOFF_MIN_MS = 1000;
export const WS_BACKOFF_MAX_MS = 30_000;
/** A connection item lives a little longer than API Gateway keeps the connection open. */
export const WS_CONNECTION_TTL_SECONDS = 2 * 3600 + 300;

/** A message as live clients receive it: the widget's shape plus the intent the bot matched. */
export const liveMessageSchema = widgetMessageSchema.extend({
  conversationId: z.string(),
  intentMatched: z.string().nullable(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

const conversationId = z.string().min(1).max(64);

export const realtimeEventSchema = z.discriminatedUnion('type', [
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
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
/** The events about one conversation (everything but pong and error). */
export type ConversationEvent = Extract<RealtimeEvent, { conversationId: string }>;

/** What a client may send on `$default`. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }).strict(),
  z.object({ type: z.literal('typing'), conversationId, isTyping: z.boolean() }).strict(),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
