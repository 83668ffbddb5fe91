import { rootLogger } from '../../base/logger';
import { embedTextSync, preloadStaticTable, STATIC_EMBEDDER_ID } from './static-embedder';
import type { SemanticMatching } from './types';

/**
 * Semantic matching offline (no OpenAI): the static table's vectors (static-embedder.ts). A phrase's
 * vector costs a table lookup, so the vectors are computed when the tenant's model is built, never
 * stored, and the message's in the turn. Never throws (SemanticMatching's promise): if the table
 * cannot be read, the model is lexical and built again a minute later (intent-matcher.ts).
 *
 * Asking for it starts reading the table in the background (on a cold model, beside the read of the
 * tenant's intents, intent-matcher.ts), so a fresh instance's first message finds it read or nearly
 * (issue 30 item 3).
 */
export function staticSemanticMatching(): SemanticMatching {
  void preloadStaticTable();
  return matching;
}

const matching: SemanticMatching = {
  embedderId: STATIC_EMBEDDER_ID,
  async phraseVectors(clientId, intents) {
    try {
      await preloadStaticTable();
      return new Map(intents.map((it) => [it.id, it.phrases.map(embedTextSync)]));
    } catch (err) {
      rootLogger.error('static embedding table unavailable; matching lexically', { clientId, err });
      return new Map();
    }
  },
  async messageVector(clientId, message) {
    try {
      await preloadStaticTable();
      return embedTextSync(message);
    } catch (err) {
      rootLogger.error('static embedding table unavailable; matching lexically', { clientId, err });
      return undefined;
    }
  },
};
