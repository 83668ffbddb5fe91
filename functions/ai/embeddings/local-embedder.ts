import type { Embedder } from './types';

/**
 * The offline embedder (Universal Sentence Encoder lite), or null where it cannot be loaded. A stub
 * until the engine's semantic layer lands: with null, every model stays lexical.
 */
export async function localEmbedder(): Promise<Embedder | null> {
  return null;
}
