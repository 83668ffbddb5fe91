import { rootLogger } from '../../base/logger';
import { embedTextSync, STATIC_EMBEDDER_ID } from './static-embedder';
import type { SemanticMatching } from './types';

/**
 * Semantic matching offline (no OpenAI): the static table's vectors (static-embedder.ts). A phrase's
 * vector costs a table lookup, so the vectors are computed when the tenant's model is built, never
 * stored, and the message's in the turn. Never throws (SemanticMatching's promise): if the table
 * cannot be read, the model is lexical and built again a minute later (intent-matcher.ts).
 */
export function staticSemanticMatching(): SemanticMatching {
  return matching;
}

const matching: SemanticMatching = {
  embedderId: STATIC_EMBEDDER_ID,
  async phraseVectors(clientId, intents) {
    try {
      return new Map(intents.map((it) => [it.id, it.phrases.map(embedTextSync)]));
    } catch (err) {
      rootLogger.error('static embedding table unavailable; matching lexically', { clientId, err });
      return new Map();
    }
  },
  async messageVector(clientId, message) {
    try {
      return embedTextSync(message);
    } catch (err) {
      rootLogger.error('static embedding table unavailable; matching lexically', { clientId, err });
      return undefined;
    }
  },
};
