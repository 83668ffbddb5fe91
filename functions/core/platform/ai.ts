import { type Embedder, embedderFor } from '../../ai/embeddings';
import { type GenerativeProvider, generativeFor } from '../../ai/providers/generative';
import { rootLogger } from '../../base/logger';
import { aiContext } from './ai-context';

/**
 * The AI pieces handed to the chat pipeline and the intent handlers, each built per call from the
 * platform's AI context (ai-context.ts), so a change of the admin's config applies at once.
 */

/** The generative provider for grounded answers, or null when the admin has not enabled one. */
export async function generativeProvider(): Promise<GenerativeProvider | null> {
  return generativeFor(await aiContext());
}

/**
 * The platform's embedder, or null. Never throws: without an embedder a save stores no vectors and a
 * visitor's message is matched lexically.
 */
export async function platformEmbedder(): Promise<Embedder | null> {
  try {
    return embedderFor(await aiContext());
  } catch (err) {
    rootLogger.error('no embedder: matching lexically', { err });
    return null;
  }
}
