import * as z from 'zod';
import { CONVERSATION_SOURCES, CONVERSATION_STATUSES } from '../enums';
import { pageOf } from './common';
import { listConversationsQuery } from './conversations';
import { leadRowSchema, listLeadsQuery } from './leads';

/**
 * The tenant API key (Settings → Security) and the small read API it opens (docs/api.md). The key
 * itself appears in exactly one response: the regenerate one.
 */
export const apiKeyStatusSchema = z.object({
  /** `parley_` and the next four characters of the key. */
  prefix: z.string(),
  last4: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;
export const apiKeyStatusResponse = z.object({ apiKey: apiKeyStatusSchema.nullable() });
export const regenerateApiKeyResponse = z.object({ key: z.string(), apiKey: apiKeyStatusSchema });
export type RegenerateApiKeyResponse = z.infer<typeof regenerateApiKeyResponse>;
export const revokeApiKeyResponse = z.object({ revoked: z.boolean() });

/**
 * GET /api/v1/leads: what a customer's own systems need of a lead. Internal notes, the AI enrichment
 * and the score's reasons stay in the dashboard.
 */
export const publicLeadSchema = leadRowSchema.pick({
  id: true,
  name: true,
  email: true,
  phone: true,
  company: true,
  source: true,
  status: true,
  message: true,
  score: true,
  tier: true,
  createdAt: true,
  updatedAt: true,
});
export const publicLeadsQuery = listLeadsQuery;
export const publicLeadsResponse = pageOf('leads', publicLeadSchema);

/** GET /api/v1/conversations: the conversation list without internal ids (the CCAI chat id). */
export const publicConversationSchema = z.object({
  id: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  source: z.enum(CONVERSATION_SOURCES),
  isEscalated: z.boolean(),
  escalationReason: z.string().nullable(),
  createdAt: z.string(),
});
export const publicConversationsQuery = listConversationsQuery;
export const publicConversationsResponse = pageOf('conversations', publicConversationSchema);
