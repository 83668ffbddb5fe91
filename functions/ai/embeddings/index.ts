import { readOpenAiConfig } from '../../core/openai-config';
import { rootLogger } from '../../kit/logger';
import { localEmbedder } from './local-embedder';
import { openAiEmbedder } from './openai-embedder';
import { semanticMatching } from './semantic';
import type { Embedder, SemanticMatching } from './types';

export type { Embedder, SemanticMatching } from './types';

/**
 * The platform's embedder: OpenAI's when the admin configured and enabled OpenAI (as for generated
 * answers, ai/providers/generative.ts), otherwise the offline one, or null when neither is available
 * (then every model is lexical). Read per call, like the generative provider: a change applies at once.
 * Never throws: without an embedder a save stores no vectors and a visitor's message is matched lexically.
 */
export async function platformEmbedder(): Promise<Embedder | null> {
  try {
    const openai = await readOpenAiConfig();
    return openai.enabled && openai.apiKey ? openAiEmbedder(openai) : await localEmbedder();
  } catch (err) {
    rootLogger.error('no embedder: matching lexically', { err });
    return null;
  }
}

/** The chat pipeline's semantic matching (TurnOptions.semantic) with the platform's embedder, if any. */
export async function platformSemantics(): Promise<SemanticMatching | null> {
  const embedder = await platformEmbedder();
  return embedder && semanticMatching(embedder);
}
