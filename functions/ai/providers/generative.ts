import { readOpenAiConfig } from '../../core/openai-config';
import { openAiProvider } from './openai';
import type { AiProvider } from './types';

/**
 * The generative provider for grounded answers, or null when the platform admin has not enabled one.
 * Separate from aiProvider() so the chat functions do not bundle the offline training provider.
 */
export async function generativeProvider(): Promise<AiProvider | null> {
  const openai = await readOpenAiConfig();
  return openai.enabled && openai.apiKey ? openAiProvider(openai) : null;
}
