import { readPlatformConfig } from '../../core/platform-config';
import { localProvider } from './local';
import { openAiProvider } from './openai';
import type { AiProvider } from './types';

/**
 * The provider for this request: OpenAI when the platform admin enabled it with a key, otherwise the
 * offline local provider, so the product works with no outside service at all.
 */
export async function aiProvider(): Promise<AiProvider> {
  const openai = await readPlatformConfig('openai');
  if (openai.enabled && openai.apiKey) return openAiProvider(openai);
  return localProvider;
}

export type { AiProvider } from './types';
