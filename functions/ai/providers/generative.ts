import { readOpenAiConfig } from '../../core/platform/openai-config';
import { type GenerativeProvider, openAiGroundedAnswer } from './openai-grounded';
import { openAiJson } from './openai-json';

export type { GenerativeProvider } from './openai-grounded';

/**
 * The generative provider for grounded answers, or null when the platform admin has not enabled one.
 * Separate from aiProvider() so the chat functions bundle neither the offline training provider nor
 * the training prompts.
 */
export async function generativeProvider(): Promise<GenerativeProvider | null> {
  const openai = await readOpenAiConfig();
  return openai.enabled && openai.apiKey
    ? { name: 'openai', groundedAnswer: openAiGroundedAnswer(openAiJson(openai)) }
    : null;
}
