import * as z from 'zod';
import { MAX_VISITOR_MESSAGE_CHARS } from './chat-message';
import { visibleText } from './common';
import { liveMessageSchema } from './realtime';

/** Private notes (issue 32 item 4): agents only, with @mentions of the tenant's agents. */
export const MAX_NOTE_MENTIONS = 10;

/** POST /api/inbox/conversations/{id}/notes */
export const createNoteParams = z.object({ id: z.string().min(1).max(64) }).strict();
export const createNoteBody = z
  .object({
    content: visibleText(
      1,
      MAX_VISITOR_MESSAGE_CHARS,
      'Note is required',
      `Note must be at most ${MAX_VISITOR_MESSAGE_CHARS} characters`,
    ),
    /** The user ids of the agents @mentioned (picked from GET /api/inbox/mentionable-agents). */
    mentions: z
      .array(z.string().min(1).max(64))
      .max(MAX_NOTE_MENTIONS, `At most ${MAX_NOTE_MENTIONS} mentions`)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();
export const createNoteResponse = z.object({ message: liveMessageSchema });
export type CreateNoteResponse = z.output<typeof createNoteResponse>;

/** GET /api/inbox/mentionable-agents: who a note may @mention (the tenant's active owners and agents). */
export const mentionableAgentSchema = z.object({ userId: z.string(), name: z.string(), firstName: z.string() });
export type MentionableAgent = z.infer<typeof mentionableAgentSchema>;
export const listMentionableAgentsResponse = z.object({ agents: z.array(mentionableAgentSchema) });
export type ListMentionableAgentsResponse = z.output<typeof listMentionableAgentsResponse>;
