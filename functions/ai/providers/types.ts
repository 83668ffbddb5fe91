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

/**
 * A visitor question and the best passages of the business's knowledge (issue 33): the only text a
 * knowledge answer may use. `id` is the passage's name in the prompt ("p1"), not a stored id.
 */
export interface PassageQuestion {
  question: string;
  passages: { id: string; title: string; text: string }[];
}
/** The answer and the one passage it used (its id, which must be among the passages asked with). */
export interface PassageAnswer {
  answerable: boolean;
  answer: string;
  passageId: string;
}

export interface AiProvider {
  readonly name: 'local' | 'openai';
  /**
   * An answer built only from `ground`, or answerable: false. Only a generative provider has it; the
   * offline provider never invents text.
   */
  groundedAnswer?(input: GroundedQuestion): Promise<GroundedAnswer>;
  /** An answer written only from knowledge passages, naming the passage it used; generative providers only. */
  passageAnswer?(input: PassageQuestion): Promise<PassageAnswer>;
  /** New paraphrases of an intent's phrases, none repeating an existing one. */
  enhancePhrases(intent: IntentForAi, count: number): Promise<string[]>;
  /** New intents clustered from missed questions, and better phrases for weak intents. */
  optimizeTraining(input: { intents: IntentForAi[]; missed: MissedForAi[] }): Promise<OptimizeResult>;
}
