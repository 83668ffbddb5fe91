import { z } from 'zod';
import { MAX_PHRASE_LENGTH, MAX_PHRASES_PER_INTENT } from '../constants';
import { MISSED_INTENT_PRIORITIES } from '../enums';
import { id, jsonObject, minText, shortText, timestamps } from './common';

/** Whitespace-only phrases are dropped before the "at least one" rule applies (part 1 §5). */
const phrases = z
  .array(z.string().max(MAX_PHRASE_LENGTH, `A training phrase may have at most ${MAX_PHRASE_LENGTH} characters`))
  .max(MAX_PHRASES_PER_INTENT, `An intent may have at most ${MAX_PHRASES_PER_INTENT} training phrases`)
  .transform((list) => list.map((p) => p.trim()).filter((p) => p.length > 0))
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

export const intentSchema = z.object({
  id,
  clientId: id,
  title: z.string(),
  description: z.string(),
  phrases: z.array(z.string()),
  response: z.string(),
  requiresEscalation: z.boolean().default(false),
  category: z.string().optional(),
  isActive: z.boolean().default(true),
  createdBy: id,
  matchCount: z.number().int().default(0),
  confidenceSum: z.number().default(0),
  ...timestamps,
});
export type Intent = z.infer<typeof intentSchema>;

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
});
export type IntentAnalytics = z.infer<typeof intentAnalyticsSchema>;

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
