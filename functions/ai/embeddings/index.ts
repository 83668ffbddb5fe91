import { readOpenAiConfig } from '../../core/openai-config';
import { rootLogger } from '../../kit/logger';
import { openAiEmbedder } from './openai-embedder';
import { semanticMatching } from './semantic';
import type { Embedder, SemanticMatching } from './types';

export type { Embedder, SemanticMatching } from './types';

/**
 * The platform's embedder: OpenAI's when the admin configured and enabled OpenAI (as for generated
 * answers, ai/providers/generative.ts), otherwise null and every model is lexical.
 *
 * Not the offline Universal Sentence Encoder lite (ai/semantic/use-lite.ts): issue 17 asked for it only
 * if it paid, and on `npm run bench:intents` it did not: +3.8 points top-1 on BANKING77 at k = 10
 * (79.7 % vs 75.9 %; +5 was the bar), fewer out-of-scope questions handed over at the threshold
 * (65.4 % vs 73.3 %) for 3 points more answered right, and ~16-30 ms per phrase to embed on save. Its
 * cold start (0.6 s idle, 4.8 s with the machine busy) and match p99 (34 ms at k = 10) were within bounds. It stays as the benchmark's semantic column and its tests. Read per call, like the generative provider: a change applies at once.
 * Never throws: without an embedder a save stores no vectors and a visitor's message is matched lexically.
 */
export async function platformEmbedder(): Promise<Embedder | null> {
  try {
    const openai = await readOpenAiConfig();
    return openai.enabled && openai.apiKey ? openAiEmbedder(openai) : null;
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
