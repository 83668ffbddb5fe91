import { type AiContext, openAiEnabled } from '../context';
import { openAiEmbedder } from './openai-embedder';
import type { Embedder } from './types';

export { semanticMatching } from './semantic';
export type { Embedder, SemanticMatching } from './types';

/**
 * The platform's embedder whose vectors are stored: OpenAI's when the admin configured and enabled OpenAI
 * (as for generated answers, ai/providers/generative.ts), otherwise null. Offline, the chat pipeline still
 * matches semantically with the static table distilled from Universal Sentence Encoder lite
 * (static-semantic.ts, imported on its own so only the chat functions carry the 10 MB table): its vectors
 * are computed at model build, never stored.
 *
 * USE lite itself (bench/lib/use-lite.ts) stays out of the functions: seconds of cold start and tens of
 * milliseconds a message through TF.js (issue 17); the table costs a lookup (`npm run bench:semantic`).
 */
export function embedderFor({ openAi, onCall }: AiContext): Embedder | null {
  return openAiEnabled(openAi) ? openAiEmbedder(openAi, onCall) : null;
}
