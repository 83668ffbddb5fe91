import * as z from 'zod';
import { CONVERSATION_SOURCES, CONVERSATION_STATUSES } from '../enums';
import { MAX_VISITOR_MESSAGE_CHARS } from './chat-message';
import { pageOf, pageQueryShape, searchQuery, visibleText } from './common';
import { liveMessageSchema } from './realtime';

/** The agent portal and the Conversations monitor (spec part 2 §2.3, §2.8, §7; issue 10). */
export const DEFAULT_ESCALATION_REASON = 'Human assistance requested';
/**
 * The visitor's language as the agent identified it (ISO 639-1, functions/ai/language), null until a
 * message long enough to tell it; shapes show it with shared/language-name.ts.
 */
const visitorLanguage = z.string().max(8).nullable();

export const agentConversationSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  source: z.enum(CONVERSATION_SOURCES),
  status: z.enum(CONVERSATION_STATUSES),
  isEscalated: z.boolean(),
  escalationReason: z.string(),
  escalatedAt: z.string(),
  lastMessageAt: z.string().nullable(),
  language: visitorLanguage,
  labelIds: z.array(z.string()).optional(),
  lead: z
    .object({
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      formAnswers: z.record(z.string(), z.string()),
    })
    .nullable(),
  /** Who owns it (issue 32): absent or null while it waits for a person to claim it. */
  assigneeId: z.string().nullable().optional(),
  assigneeName: z.string().nullable().optional(),
  /** The visitor's messages since the handoff or a person's last reply. */
  unread: z.number().int().min(0).optional(),
});
export type AgentConversation = z.infer<typeof agentConversationSchema>;
export const agentConversationsResponse = z.object({ conversations: z.array(agentConversationSchema) });
/** The label filter of the conversation lists (issue 32 item 5): a DynamoDB contains on labelIds. */
const labelFilter = z.string().min(1).max(64).optional();
export const agentConversationsQuery = z.object({ labelId: labelFilter }).strict();

export const conversationMessagesResponse = z.object({ messages: z.array(liveMessageSchema) });
export const messagesQuery = z
  .object({
    conversationId: z.string().min(1, 'conversationId is required').max(64),
    after: z.string().max(64).optional(),
  })
  .strict();

export const agentMessageRequest = z
  .object({
    conversationId: z.string().min(1, 'conversationId is required').max(64),
    content: visibleText(
      1,
      MAX_VISITOR_MESSAGE_CHARS,
      'Message is required',
      `Message must be at most ${MAX_VISITOR_MESSAGE_CHARS} characters`,
    ),
    senderType: z.literal('human_agent'),
    /** A colleague owns the chat (issue 32): true takes it over, else the reply is refused with 409 CLAIMED_BY_OTHER. */
    takeOver: z.boolean().optional(),
  })
  .strict();
export const agentMessageResponse = z.object({ message: liveMessageSchema });

export const resolveConversationResponse = z.object({
  conversation: z.object({ id: z.string(), status: z.enum(CONVERSATION_STATUSES) }),
});

export const CONVERSATION_FILTERS = ['all', ...CONVERSATION_STATUSES] as const;
export const listConversationsQuery = z
  .object({
    status: z.enum(CONVERSATION_FILTERS).default('all'),
    search: searchQuery,
    labelId: labelFilter,
    ...pageQueryShape,
  })
  .strict();
export const conversationRowSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  ccaiChatId: z.string().nullable(),
  status: z.enum(CONVERSATION_STATUSES),
  source: z.enum(CONVERSATION_SOURCES),
  isEscalated: z.boolean(),
  escalationReason: z.string().nullable(),
  language: visitorLanguage,
  labelIds: z.array(z.string()).optional(),
  createdAt: z.string(),
  /** Who owns it (issue 32): null while it waits or when no person was asked for. */
  assigneeName: z.string().nullable().optional(),
  /** The visitor's rating at the end, 1–5 (issue 32 item 7); null until rated. */
  rating: z.number().int().min(1).max(5).nullable().optional(),
});
export type ConversationRow = z.infer<typeof conversationRowSchema>;
export const listConversationsResponse = pageOf('conversations', conversationRowSchema);

export const conversationStatsResponse = z.object({
  counts: z.object({ total: z.number(), active: z.number(), escalated: z.number(), resolved: z.number() }),
  metrics: z.object({
    period: z.string(),
    ended: z.number(),
    endedWithoutHuman: z.number(),
    botResolutionRate: z.number().nullable(),
    started: z.number(),
    escalated: z.number(),
    handoffRate: z.number().nullable(),
    firstReplies: z.number(),
    /** The upper bound of the histogram bucket holding the median (core/metrics/chat-metrics.ts). */
    medianFirstReplySeconds: z.number().nullable(),
  }),
});
export type ConversationStats = z.infer<typeof conversationStatsResponse>;
