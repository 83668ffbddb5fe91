import * as z from 'zod';
import { pageOf, pageQueryShape, searchQuery } from './common';
import { agentConversationSchema } from './conversations';

/**
 * The agents' inbox, claim and assignment (issue 32 item 1): who owns a handed-over chat, the Resolved
 * list, and the tenant's assignment rules. A 409 with code CLAIMED_BY_OTHER (shared/api-error.ts) names
 * the owner in `fields.assigneeName` when a colleague owns the chat.
 */
const conversationParams = z.object({ id: z.string().min(1).max(64) }).strict();
const owner = z.object({ id: z.string(), assigneeId: z.string().nullable(), assigneeName: z.string().nullable() });

/** POST /api/inbox/conversations/{id}/claim */
export const claimConversationParams = conversationParams;
/** `takeOver`: a colleague's chat becomes the caller's (without it, their chat answers 409 CLAIMED_BY_OTHER). */
export const claimConversationBody = z.object({ takeOver: z.boolean().optional() }).strict();
export const claimConversationResponse = z.object({ conversation: owner });
export type ClaimConversationResponse = z.output<typeof claimConversationResponse>;

/** POST /api/inbox/conversations/{id}/assign (owners): a named agent of the team, or null to put it back in Waiting. */
export const assignConversationParams = conversationParams;
export const assignConversationBody = z
  .object({ agentId: z.string().min(1, 'agentId is required').max(64).nullable() })
  .strict();
export const assignConversationResponse = z.object({ conversation: owner });
export type AssignConversationResponse = z.output<typeof assignConversationResponse>;

/** GET /api/inbox/resolved-conversations: chats people handled, newest first; search by visitor, session or agent. */
export const listResolvedConversationsQuery = z.object({ search: searchQuery, ...pageQueryShape }).strict();
export const listResolvedConversationsResponse = pageOf('conversations', agentConversationSchema);
export type ListResolvedConversationsResponse = z.output<typeof listResolvedConversationsResponse>;

/** The tenant's assignment rules: automatic round-robin (off by default) and an agent's open-chat cap (null: none). */
export const MAX_OPEN_CHATS_LIMIT = 100;
export const assignmentSettingsSchema = z
  .object({
    roundRobin: z.boolean(),
    maxOpenChats: z
      .number()
      .int('Whole chats only')
      .min(1, 'At least 1 open chat')
      .max(MAX_OPEN_CHATS_LIMIT, `At most ${MAX_OPEN_CHATS_LIMIT} open chats`)
      .nullable(),
  })
  .strict();
export type AssignmentSettings = z.output<typeof assignmentSettingsSchema>;

/** GET and PUT /api/inbox/assignment-settings (owners). */
export const getAssignmentSettingsResponse = assignmentSettingsSchema;
export type GetAssignmentSettingsResponse = AssignmentSettings;
export const saveAssignmentSettingsBody = assignmentSettingsSchema;
export const saveAssignmentSettingsResponse = assignmentSettingsSchema;
export type SaveAssignmentSettingsResponse = AssignmentSettings;
