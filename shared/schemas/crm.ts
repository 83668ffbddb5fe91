import * as z from 'zod';
import {
  CONVERSATION_SOURCES,
  CONVERSATION_STATUSES,
  INTENT_ANALYSIS,
  LEAD_PURPOSES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  SENDER_TYPES,
} from '../enums';
import { email, id, jsonObject, minText, shortText, timestamp, timestamps } from './common';

export const aiEnrichmentSchema = z.object({
  intentAnalysis: z.enum(INTENT_ANALYSIS),
  urgencyScore: z.number().min(0).max(10),
  confidence: z.number().min(0).max(1),
  tags: z.array(z.string().max(40)).max(20),
  summaryText: z.string().max(1000),
  enrichedAt: timestamp,
});
export type AiEnrichment = z.infer<typeof aiEnrichmentSchema>;

export const leadSchema = z.object({
  id,
  clientId: id,
  name: minText(2, 'Name', 100),
  phone: shortText(30).optional(),
  email: email.optional(),
  company: shortText(120).optional(),
  purpose: z.enum(LEAD_PURPOSES).optional(),
  message: shortText(2000).optional(),
  intentId: id.optional(),
  status: z.enum(LEAD_STATUSES).default('new'),
  internalNotes: shortText(5000).optional(),
  source: z.enum(LEAD_SOURCES).default('chat'),
  aiEnrichment: aiEnrichmentSchema.optional(),
  ...timestamps,
});
export type Lead = z.infer<typeof leadSchema>;

export const conversationSchema = z.object({
  id,
  clientId: id,
  leadId: id.optional(),
  sessionId: z.string().min(1, 'sessionId is required').max(100),
  isEscalated: z.boolean().default(false),
  escalatedTo: id.optional(),
  status: z.enum(CONVERSATION_STATUSES).default('active'),
  source: z.enum(CONVERSATION_SOURCES).default('widget'),
  ccaiChatId: z.string().optional(),
  dialogflowSessionId: z.string().optional(),
  escalationReason: z.string().max(500).optional(),
  sentimentScore: jsonObject.optional(),
  ...timestamps,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  id,
  conversationId: id,
  senderId: z.string().optional(),
  senderName: z.string().optional(),
  senderType: z.enum(SENDER_TYPES),
  content: z.string().min(1, 'Message content is required').max(4000),
  intentMatched: z.string().optional(),
  aiAnalysis: jsonObject.optional(),
  timestamp,
});
export type Message = z.infer<typeof messageSchema>;
