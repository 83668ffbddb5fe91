import { type AiContext, openAiEnabled } from '../context';
import { type GenerativeProvider, openAiGroundedAnswer, openAiPassageAnswer } from './openai-grounded';
import { openAiJson } from './openai-json';

export type { GenerativeProvider } from './openai-grounded';

/**
 * The generative provider for grounded answers, or null when the platform admin has not enabled one.
 * Separate from providerFor() so the chat functions bundle neither the offline training provider nor
 * the training prompts.
 */
export function generativeFor({ openAi, onCall }: AiContext): GenerativeProvider | null {
  if (!openAiEnabled(openAi)) return null;
  const askJson = openAiJson(openAi, onCall);
  return { name: 'openai', groundedAnswer: openAiGroundedAnswer(askJson), passageAnswer: openAiPassageAnswer(askJson) };
}
