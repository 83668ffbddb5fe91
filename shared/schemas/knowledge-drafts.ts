import * as z from 'zod';
import { id } from './common';
import { intentInputSchema, intentSchema } from './intent';

/**
 * Intents drafted from knowledge (issue 33 item 4): the question/answer pairs of a tenant's FAQ pages and
 * Q&A sources (CSV files, pairs typed in) as intents for the trainer to review, edit and accept in bulk.
 * Drafting saves nothing; accepting creates the kept drafts through the intents' own create path (the
 * same input schema, the plan's intent limit, the phrase limits) all at once or not at all.
 */

/** The most pairs drafted in one request (the next request drafts the rest: accepted ones are covered then). */
export const INTENT_DRAFTS_MAX = 50;
/** The most drafts accepted in one request (one DynamoDB transaction with the tenant's version counter). */
export const INTENT_DRAFTS_ACCEPT_MAX = 50;

/** POST /api/knowledge/intent-drafts: from these sources only, or from all of them. */
export const intentDraftsInput = z.object({ sourceIds: z.array(id).min(1).max(100).optional() }).strict();

export const intentDraftSchema = z.object({
  /** Stable for the pair (its source and question): the web's list key. */
  key: z.string(),
  title: z.string(),
  description: z.string(),
  /** The question first, then its paraphrases. */
  phrases: z.array(z.string()),
  /** The answer as written in the source. */
  response: z.string(),
  source: z.object({ id, title: z.string(), url: z.string().optional() }),
});
export type IntentDraft = z.infer<typeof intentDraftSchema>;

export const INTENT_DRAFT_PHRASE_SOURCES = ['generated', 'rules'] as const;

export const intentDraftsResponse = z.object({
  drafts: z.array(intentDraftSchema),
  /** Who wrote the paraphrases: the generative provider, or the offline rules (fewer; the UI says so). */
  phrasesBy: z.enum(INTENT_DRAFT_PHRASE_SOURCES),
  /** Pairs an existing intent already answers (same question, or an intent phrase equal to it). */
  covered: z.number().int().min(0),
  /** Pairs left for the next round (past INTENT_DRAFTS_MAX). */
  remaining: z.number().int().min(0),
});
export type IntentDraftsResponse = z.infer<typeof intentDraftsResponse>;

/** POST /api/knowledge/intent-drafts/accept: the drafts the trainer kept, as edited, each a whole intent. */
export const acceptIntentDraftsInput = z
  .object({
    intents: z
      .array(intentInputSchema)
      .min(1, 'Choose at least one draft')
      .max(INTENT_DRAFTS_ACCEPT_MAX, `At most ${INTENT_DRAFTS_ACCEPT_MAX} intents at a time`),
  })
  .strict();
export type AcceptIntentDraftsInput = z.infer<typeof acceptIntentDraftsInput>;

export const INTENT_DRAFT_SKIP_REASONS = ['covered', 'repeated'] as const;

export const acceptIntentDraftsResponse = z.object({
  created: z.array(intentSchema),
  /** By position in the request: a draft an intent already answers, or one repeating an earlier draft. */
  skipped: z.array(
    z.object({
      index: z.number().int().min(0),
      title: z.string(),
      reason: z.enum(INTENT_DRAFT_SKIP_REASONS),
      /** The phrase already trained, and on which intent. */
      detail: z.string(),
    }),
  ),
});
export type AcceptIntentDraftsResponse = z.infer<typeof acceptIntentDraftsResponse>;
