import { readOpenAiConfig } from '../../core/platform/openai-config';
import { localProvider } from './local';
import { openAiProvider } from './openai';
import type { AiProvider } from './types';

/**
 * The provider for this request: OpenAI when the platform admin enabled it with a key, otherwise the
 * offline local provider, so the product works with no outside service at all.
 */
export async function aiProvider(): Promise<AiProvider> {
  const openai = await readOpenAiConfig();
  return openai.enabled && openai.apiKey ? openAiProvider(openai) : localProvider;
}

export type { AiProvider } from './types';
