import { generativeProvider } from './generative';
import { localProvider } from './local';
import type { AiProvider } from './types';

/**
 * The provider for this request: OpenAI when the platform admin enabled it with a key, otherwise the
 * offline local provider, so the product works with no outside service at all.
 */
export async function aiProvider(): Promise<AiProvider> {
  return (await generativeProvider()) ?? localProvider;
}

export type { AiProvider } from './types';
