import * as z from 'zod';
import { MAX_PHRASE_LENGTH, MAX_PHRASES_PER_INTENT } from '../constants';
import { MISSED_INTENT_PRIORITIES } from '../enums';
import { cleanText, id, jsonObject, minText, pageOf, shortText, timestamps } from './common';

/** Whitespace-only phrases are dropped before the "at least one" rule applies (part 1 §5). */
const phrases = z
  .array(
    cleanText(z.string().trim()).max(
      MAX_PHRASE_LENGTH,
      `A training phrase may have at most ${MAX_PHRASE_LENGTH} characters`,
    ),
  )
  .max(MAX_PHRASES_PER_INTENT, `An intent may have at most ${MAX_PHRASES_PER_INTENT} training phrases`)
  .transform((list) => list.filter((p) => p.length > 0))
  .pipe(z.array(z.string()).min(1, 'At least one training phrase is required'));

export const intentInputSchema = z
  .object({
    title: minText(2, 'Title', 120),
    description: minText(10, 'Description', 1000),
    phrases,
    response: minText(10, 'Response', 2000),
    requiresEscalation: z.boolean().default(false),
    category: shortText(60).optional(),
    isActive: z.boolean().default(true),
  })
  .strict();
export type IntentInput = z.infer<typeof intentInputSchema>;

/**
 * POST /api/intents/{id}/phrases (AI Optimize's "Add phrases"): only the phrases to add. Ones the
 * intent already has are skipped and the per-intent limit applies to the total, on the server.
 */
export const addPhrasesInputSchema = z.object({ phrases }).strict();
export type AddPhrasesInput = z.infer<typeof addPhrasesInputSchema>;

/**
 * An intent as the API sends it. The stored item (functions/db/entities/agent.ts) also holds the tenant
 * (clientId), its author (createdBy), the running confidence sum and the Dialogflow resource name:
 * internal, so this schema leaves them out and the kit strips them from every response.
 */
export const intentSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  phrases: z.array(z.string()),
  response: z.string(),
  requiresEscalation: z.boolean(),
  category: z.string().optional(),
  isActive: z.boolean(),
  matchCount: z.number().int().default(0),
  /** When the intent was last pushed to Dialogflow CX, if ever. */
  lastSyncedAt: z.string().optional(),
  ...timestamps,
});
export type Intent = z.infer<typeof intentSchema>;

/** GET /api/intents — one page, newest change first. */
export const listIntentsResponse = pageOf('intents', intentSchema);
export type ListIntentsResponse = z.infer<typeof listIntentsResponse>;
/** POST /api/intents (201) and PUT /api/intents/{id}: the intent as stored. */
export const createIntentResponse = intentSchema;
export const updateIntentResponse = intentSchema;

/** What POST /api/intents/{id}/phrases answers: the phrases really added and the intent after it. */
export const addPhrasesResultSchema = z.object({ addedPhrases: z.array(z.string()), intent: intentSchema });
export type AddPhrasesResult = z.infer<typeof addPhrasesResultSchema>;

const analyticsEntry = z.object({
  intentId: id,
  title: z.string(),
  category: z.string().optional(),
  matchCount: z.number(),
  avgConfidence: z.number(),
});
export const intentAnalyticsSchema = z.object({
  totalIntents: z.number(),
  activeIntents: z.number(),
  overallPerformance: z.object({ avgConfidence: z.number(), totalMatches: z.number() }),
  topPerforming: z.array(analyticsEntry),
  needsAttention: z.array(analyticsEntry),
  /** Every intent needing attention, while needsAttention lists only the weakest few. */
  needsAttentionCount: z.number().int(),
});
export type IntentAnalytics = z.infer<typeof intentAnalyticsSchema>;
/** GET /api/intents/analytics */
export const intentAnalyticsResponse = intentAnalyticsSchema;

/** POST /api/intents/{id}/phrases */
export const addPhrasesResponse = addPhrasesResultSchema;

/**
 * POST /api/intents/{id}/enhance: suggested paraphrases (reviewed, not saved: the trainer adds the ones
 * they keep with POST /api/intents/{id}/phrases) and who wrote them.
 */
export const enhanceIntentResponse = z.object({
  enhancedPhrases: z.array(z.string()),
  provider: z.string(),
});
export type EnhanceIntentResponse = z.infer<typeof enhanceIntentResponse>;

/**
 * AI Optimize's result. The AI providers parse their own output with these same schemas
 * (functions/ai/providers/types.ts), so what a model invents and what the web reads have one shape.
 */
export const newIntentSuggestionSchema = z.object({
  title: z.string().min(2).max(120),
  description: z.string().max(1000),
  phrases: z.array(z.string().min(1).max(300)).min(1).max(50),
  suggestedResponse: z.string().max(2000).default(''),
  frequency: z.number().int().min(0).default(0),
});
export type NewIntentSuggestion = z.infer<typeof newIntentSuggestionSchema>;
export const intentImprovementSchema = z.object({
  intentId: z.string(),
  title: z.string(),
  reason: z.string().max(500),
  suggestedPhrases: z.array(z.string().min(1).max(300)).max(50),
});
export type IntentImprovement = z.infer<typeof intentImprovementSchema>;
export const optimizeResultSchema = z.object({
  newIntentSuggestions: z.array(newIntentSuggestionSchema).max(20),
  existingIntentImprovements: z.array(intentImprovementSchema).max(50),
});
/** POST /api/intents/optimize-training */
export const optimizeTrainingResponse = optimizeResultSchema.extend({
  provider: z.string(),
  missedIntentCount: z.number().int(),
  /** What visitors asked that the agent could not answer, most asked first (at most 20). */
  missedQuestions: z.array(z.object({ userQuery: z.string(), frequency: z.number().int() })).max(20),
});
export type OptimizeTrainingResponse = z.infer<typeof optimizeTrainingResponse>;

/** One intent pushed to Dialogflow CX. */
export const syncedIntentSchema = z.object({ intentId: id, title: z.string(), dialogflowIntentName: z.string() });
/** POST /api/intents/{id}/sync-dialogflow */
export const syncIntentResponse = z.object({ success: z.boolean(), syncedIntent: syncedIntentSchema });
export type SyncIntentResponse = z.infer<typeof syncIntentResponse>;
// POST /api/intents/sync-dialogflow queues a job: shared/schemas/sync-job.ts

export const missedIntentSchema = z.object({
  id,
  clientId: id,
  conversationId: id.optional(),
  messageId: id.optional(),
  userQuery: z.string().min(1, 'userQuery is required'),
  context: z.string().optional(),
  aiResponse: z.string().optional(),
  frequency: z.number().int().min(1).default(1),
  category: z.string().optional(),
  suggestedIntent: z.string().optional(),
  isResolved: z.boolean().default(false),
  resolvedIntentId: id.optional(),
  priority: z.enum(MISSED_INTENT_PRIORITIES).default('medium'),
  analysisData: jsonObject.optional(),
  ...timestamps,
});
export type MissedIntent = z.infer<typeof missedIntentSchema>;
