import { type AiContext, openAiEnabled } from '../context';
import { localProvider } from './local';
import { openAiProvider } from './openai';
import type { AiProvider } from './types';

/**
 * The training provider for this request's context: OpenAI when the platform admin enabled it with a
 * key, otherwise the offline local provider, so the product works with no outside service at all.
 */
export function providerFor({ openAi, onCall }: AiContext): AiProvider {
  return openAiEnabled(openAi) ? openAiProvider(openAi, onCall) : localProvider;
}

export type { AiProvider } from './types';
