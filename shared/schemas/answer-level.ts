import * as z from 'zod';
import { ANSWER_LEVELS } from '../answer-levels';

const first = ANSWER_LEVELS[0].level;
const last = ANSWER_LEVELS[ANSWER_LEVELS.length - 1].level;

/**
 * GET and PUT /api/intents/answer-level: the AI Training Center's "cautious ↔ helpful" slider position
 * (shared/answer-levels.ts says what each does). The body and the answer have the same shape; strict, so
 * an unknown key is a 400 naming it, and a level off the slider is refused rather than clamped.
 */
export const answerLevelForm = z
  .object({
    level: z
      .number({ error: `Level must be a whole number from ${first} to ${last}` })
      .int(`Level must be a whole number from ${first} to ${last}`)
      .min(first, `Level must be a whole number from ${first} to ${last}`)
      .max(last, `Level must be a whole number from ${first} to ${last}`),
  })
  .strict();
export type AnswerLevelForm = z.infer<typeof answerLevelForm>;
