import * as z from 'zod';
import { CONVERSATION_SOURCES } from '../enums';
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
  /** A private note (issue 32 item 4): agents only, never pushed to or listed for a visitor or WhatsApp. */
  isNote: z.boolean().optional(),
  /** A note's @mentioned agents (user ids): the portal tells each of them. */
  mentions: z.array(z.string()).optional(),
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
    /** An agent's typing as the other agents get it (issue 32 item 2: "Ravi is typing"); never to the visitor. */
    agentName: z.string().optional(),
  }),
  z.object({ type: z.literal('agent.joined'), conversationId, agentName: z.string() }),
  // the agents' inbox (issue 32): agent-only events (AGENT_ONLY_EVENTS), never pushed to a visitor's socket
  z.object({ type: z.literal('conversation.created'), conversationId, source: z.enum(CONVERSATION_SOURCES) }),
  z.object({
    type: z.literal('conversation.assigned'),
    conversationId,
    /** null: back in the waiting queue (nobody owns it) */
    agentId: z.string().nullable(),
    agentName: z.string().nullable(),
  }),
  z.object({ type: z.literal('conversation.labelled'), conversationId, labelIds: z.array(z.string()) }),
  z.object({ type: z.literal('conversation.rated'), conversationId, rating: z.number().int().min(1).max(5) }),
  z.object({
    type: z.literal('agent.viewing'),
    conversationId,
    agentId: z.string(),
    agentName: z.string(),
    viewing: z.boolean(),
  }),
]);

/** Events about a conversation that only the tenant's agents receive. */
export const AGENT_ONLY_EVENTS: ReadonlySet<string> = new Set([
  'conversation.created',
  'conversation.assigned',
  'conversation.labelled',
  'conversation.rated',
  'agent.viewing',
]);

/** Agent presence (issue 32 item 2): not about one conversation, so outside the fan-out's events. */
export const AGENT_PRESENCE = ['online', 'away', 'offline'] as const;
export type AgentPresence = (typeof AGENT_PRESENCE)[number];
export const agentPresenceEventSchema = z.object({
  type: z.literal('agent.presence'),
  agentId: z.string(),
  agentName: z.string(),
  status: z.enum(AGENT_PRESENCE),
});
export type AgentPresenceEvent = z.infer<typeof agentPresenceEventSchema>;

export const realtimeEventSchema = z.discriminatedUnion('type', [
  ...conversationEventSchema.options,
  agentPresenceEventSchema,
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
  /** An agent opened a chat in the portal (null: closed it): the other agents see who is viewing it. */
  z.object({ type: z.literal('viewing'), conversationId: conversationId.nullable() }).strict(),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
