/**
 * A sentence embedder: the offline Universal Sentence Encoder lite, or OpenAI's embeddings API when the
 * platform admin configured OpenAI. Phrase vectors are stored with the intent under the embedder's id, so
 * vectors from two embedders never meet in one model.
 */
export interface Embedder {
  /** Model and dimensions, e.g. 'use-lite-512' or 'openai:text-embedding-3-small:512'. */
  readonly id: string;
  /** Unit-length vectors in input order, and the tokens billed for them (0 offline). */
  embed(texts: readonly string[]): Promise<{ vectors: Float32Array[]; tokens: number }>;
}
