import * as z from 'zod';
import { GROUNDED_SYSTEM_PROMPT, PASSAGES_SYSTEM_PROMPT } from '../grounded-prompt';
import type { openAiJson } from './openai-json';
import type { AiProvider, GroundedQuestion, PassageQuestion } from './types';

const groundedSchema = z.object({ answerable: z.boolean(), answer: z.string().max(2000) });
const passageSchema = groundedSchema.extend({ passageId: z.string().max(100).catch('') });

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

/** Answers from knowledge passages: the passages quoted as data (PASSAGES_SYSTEM_PROMPT), the passage used named. */
export function openAiPassageAnswer(askJson: ReturnType<typeof openAiJson>) {
  return ({ question, passages }: PassageQuestion) =>
    askJson(passageSchema, PASSAGES_SYSTEM_PROMPT, {
      knowledgePassages: passages.map((p) => ({ id: p.id, title: p.title, text: p.text })),
      visitorQuestion: question,
    });
}

/** A provider of grounded answers alone (the chat pipeline's `generative`). */
export type GenerativeProvider = Pick<AiProvider, 'name' | 'groundedAnswer' | 'passageAnswer'>;
