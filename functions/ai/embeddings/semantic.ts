import { upstreamSignal } from '../../base/deadline';
import { rootLogger } from '../../base/logger';
import { phraseVectors } from './phrase-vectors';
import type { Embedder, SemanticMatching } from './types';

/**
 * How long a visitor's turn may wait for phrases to be embedded at model build: intents saved before
 * the embedder was available (seeded, or before the admin enabled OpenAI), stored chunk by chunk.
 */
const FILL_MS = 4000;
/** How long a visitor's turn waits for its message's vector before matching lexically. */
const MESSAGE_EMBED_MS = 1500;

export function semanticMatching(embedder: Embedder): SemanticMatching {
  return {
    embedderId: embedder.id,
    phraseVectors: (clientId, intents) =>
      phraseVectors(clientId, intents, embedder, { signal: upstreamSignal(FILL_MS) }),
    async messageVector(clientId, message) {
      try {
        return (await embedder.embed([message], { signal: upstreamSignal(MESSAGE_EMBED_MS) })).vectors[0];
      } catch (err) {
        rootLogger.error('message embedding failed; matching lexically', {
          clientId,
          embedder: embedder.id,
          status: (err as { status?: number }).status,
          err,
        });
        return undefined;
      }
    },
  };
}
