import { z } from 'zod';

/** What the Training Center asks of an AI provider (spec part 1 §3 "Intent training results"). */
export interface IntentForAi {
  id: string;
  title: string;
  description: string;
  phrases: string[];
  response: string;
  category?: string;
  matchCount?: number;
  avgConfidence?: number;
}

export interface MissedForAi {
  userQuery: string;
  frequency: number;
}

export const newIntentSuggestionSchema = z.object({
  title: z.string().min(2).max(120),
  description: z.string().max(1000),
  phrases: z.array(z.string().min(1).max(300)).min(1).max(50),
  suggestedResponse: z.string().max(2000).default(''),
  frequency: z.number().int().min(0).default(0),
});
export const intentImprovementSchema = z.object({
  intentId: z.string(),
  title: z.string(),
  reason: z.string().max(500),
  suggestedPhrases: z.array(z.string().min(1).max(300)).max(50),
});
export const optimizeResultSchema = z.object({
  newIntentSuggestions: z.array(newIntentSuggestionSchema).max(20),
  existingIntentImprovements: z.array(intentImprovementSchema).max(50),
});
export type OptimizeResult = z.infer<typeof optimizeResultSchema>;

export interface AiProvider {
  readonly name: 'local' | 'openai';
  /** New paraphrases of an intent's phrases, none repeating an existing one. */
  enhancePhrases(intent: IntentForAi, count: number): Promise<string[]>;
  /** New intents clustered from missed questions, and better phrases for weak intents. */
  optimizeTraining(input: { intents: IntentForAi[]; missed: MissedForAi[] }): Promise<OptimizeResult>;
}
