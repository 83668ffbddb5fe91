import type { optimizeResultSchema } from '@shared/schemas/intent';
import type { z } from 'zod';

/** The result shape lives in shared/: the optimize-training response (and so the web) is built from it. */
export { optimizeResultSchema } from '@shared/schemas/intent';

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

export type OptimizeResult = z.infer<typeof optimizeResultSchema>;

/** A visitor question the intents did not match with confidence, and the best intents' answers as ground. */
export interface GroundedQuestion {
  question: string;
  ground: { title: string; response: string }[];
}
export interface GroundedAnswer {
  answerable: boolean;
  answer: string;
}

export interface AiProvider {
  readonly name: 'local' | 'openai';
  /**
   * An answer built only from `ground`, or answerable: false. Only a generative provider has it; the
   * offline provider never invents text.
   */
  groundedAnswer?(input: GroundedQuestion): Promise<GroundedAnswer>;
  /** New paraphrases of an intent's phrases, none repeating an existing one. */
  enhancePhrases(intent: IntentForAi, count: number): Promise<string[]>;
  /** New intents clustered from missed questions, and better phrases for weak intents. */
  optimizeTraining(input: { intents: IntentForAi[]; missed: MissedForAi[] }): Promise<OptimizeResult>;
}
