import * as z from 'zod';
import { GROUNDED_SYSTEM_PROMPT } from '../grounded-prompt';
import type { openAiJson } from './openai-json';
import type { AiProvider, GroundedQuestion } from './types';

const groundedSchema = z.object({ answerable: z.boolean(), answer: z.string().max(2000) });

/**
 * Grounded answers with OpenAI, apart from the rest of the provider (openai.ts): the widget's function
 * asks only this, and so bundles neither the training prompts nor the optimize result schemas.
 */
export function openAiGroundedAnswer(askJson: ReturnType<typeof openAiJson>) {
  return ({ question, ground }: GroundedQuestion) =>
    askJson(groundedSchema, GROUNDED_SYSTEM_PROMPT, {
      businessFacts: ground.map((g) => ({ topic: g.title, answer: g.response })),
      visitorQuestion: question,
    });
}

/** A provider of grounded answers alone (the chat pipeline's `generative`). */
export type GenerativeProvider = Pick<AiProvider, 'name' | 'groundedAnswer'>;
