/**
 * The benches' semantic feature source, and every text of the intent datasets embedded once and cached
 * (bench/lib/embedding-cache.ts) under the OS temp dir, one file per embedder: `static` (the distilled table
 * the product ships, functions/ai/embeddings/static-embedder.ts) or `use-lite` (the encoder it was distilled
 * from; slower, same role).
 */
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { STATIC_EMBEDDER_ID } from '../../functions/ai/embeddings/static-embedder';
import type { Embedder } from '../../functions/ai/embeddings/types';
import { embedAll } from './embedding-cache';

export type EmbedderName = 'static' | 'use-lite';

export async function benchEmbedder(name: EmbedderName): Promise<Embedder> {
  if (name === 'use-lite') return (await import('./use-lite')).useLiteEmbedder;
  return (await import('../../functions/ai/embeddings/static-embedder')).staticEmbedder();
}

/**
 * Every text's vector (texts embedded before are read from the cache file). The static table is not
 * cached: it embeds the datasets in about a second, and a cache keyed by its id would hand a rebuilt
 * table (bench/distill-static-embeddings.ts) the old table's vectors.
 */
export async function embedTexts(embedder: Embedder, texts: readonly string[]): Promise<Map<string, Float32Array>> {
  if (embedder.id === STATIC_EMBEDDER_ID) {
    const unique = [...new Set(texts)];
    const { vectors } = await embedder.embed(unique);
    return new Map(unique.map((t, i) => [t, vectors[i]]));
  }
  return embedAll(embedder, texts, resolve(tmpdir(), 'parley-bench', `intent-datasets-${embedder.id}.json`));
}
