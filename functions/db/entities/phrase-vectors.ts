import { required, tenantAttributes } from './attributes';
import { defineEntity, tenantKey } from './common';

/**
 * An intent's phrase vectors from one embedder (ai/embeddings/phrase-vectors.ts), beside the intent
 * rather than in it: DynamoDB bills a write by the whole item, and every matched visitor message adds
 * to the intent's match count, so up to ~70 KB of vectors in the intent would cost that many write
 * units per answer (and every Training Center page would read them). Keyed by intent, then embedder, so
 * deleting an intent finds all of its vectors; vectors of two embedders never meet in one model.
 */
export const PhraseVectors = /* @__PURE__ */ defineEntity('phraseVectors', () => ({
  attributes: {
    ...tenantAttributes,
    intentId: required.string,
    /** Embedder.id: model and dimensions. */
    embedder: required.string,
    /** Which phrase list (in order) the vectors were made from; vectors of any other list are stale. */
    phrasesHash: required.string,
    /** ai/embeddings/codec.ts: int8 with a scale per vector, base64. */
    vectors: required.string,
  },
  indexes: {
    byIntent: tenantKey(['intentId', 'embedder']),
  },
}));
