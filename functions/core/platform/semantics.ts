import { type SemanticMatching, semanticMatching } from '../../ai/embeddings';
import { staticSemanticMatching } from '../../ai/embeddings/static-semantic';
import { platformEmbedder } from './ai';

/**
 * The chat pipeline's semantic matching (TurnOptions.semantic): with the platform's embedder and its
 * stored vectors when there is one, otherwise with the offline static table (never null).
 *
 * Its own module, imported only by the functions that run a visitor's turn: a bundle that reaches
 * static-embedder.ts gets the 10 MB table copied beside it (DATA_FILES, infra/build-functions.ts), which
 * the intent-saving functions (platformEmbedder, ai.ts) never load.
 */
export async function platformSemantics(): Promise<SemanticMatching | null> {
  const embedder = await platformEmbedder();
  return embedder ? semanticMatching(embedder) : staticSemanticMatching();
}
