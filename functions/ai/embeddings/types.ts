/**
 * A sentence embedder: OpenAI's embeddings API when the platform admin configured OpenAI (the product's
 * only one), or the offline Universal Sentence Encoder lite (the benchmark's). Phrase vectors are stored
 * beside the intent under the embedder's id, so vectors from two embedders never meet in one model.
 */
export interface Embedder {
  /** Model and dimensions, e.g. 'use-lite-512' or 'openai:text-embedding-3-small:512'. */
  readonly id: string;
  /**
   * Unit-length vectors in input order, and the tokens billed for them (0 offline). Rejects on any
   * failure; `signal` lets the caller give up sooner than the embedder's own cap (a visitor's turn).
   */
  embed(
    texts: readonly string[],
    options?: { signal?: AbortSignal },
  ): Promise<{ vectors: Float32Array[]; tokens: number }>;
}

/**
 * Semantic matching for one turn (embeddings/semantic.ts): the platform's embedder with the tenant's
 * stored phrase vectors. The chat pipeline gets it injected (TurnOptions.semantic), so a function that
 * matches lexically bundles neither the providers nor the vector store. Neither method throws: what
 * cannot be had in time is left out (logged) and the match is lexical.
 */
export interface SemanticMatching {
  readonly embedderId: string;
  /** Phrase vectors by intent id: stored ones, the missing embedded and stored (ai/embeddings/phrase-vectors.ts). */
  phraseVectors(
    clientId: string,
    intents: readonly { id: string; phrases: string[] }[],
  ): Promise<Map<string, Float32Array[]>>;
  /** The visitor's message embedded, or undefined when that failed or was slow. */
  messageVector(clientId: string, message: string): Promise<Float32Array | undefined>;
}
