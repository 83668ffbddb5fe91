import { createHash } from 'node:crypto';

/**
 * The fake OpenAI embeddings model (fake-providers.ts, POST /openai/v1/embeddings): a hashed bag of
 * words and word stems, so texts that share words are close and unrelated texts nearly orthogonal, as
 * with a real sentence model for the simple cases tests need; the same text always gives the same vector.
 * Billed tokens are counted as OpenAI counts them (cl100k_base, text-embedding-3-small's encoding).
 */
export const FAKE_EMBEDDING_DIMS = 1536;

const slot = (feature: string, dims: number) => {
  const h = createHash('sha256').update(feature).digest();
  return { index: h.readUInt32LE(0) % dims, sign: h[4] & 1 ? 1 : -1 };
};

/** Unit length, `dims` long (text-embedding-3's `dimensions`). */
export function fakeEmbedding(text: string, dims = FAKE_EMBEDDING_DIMS): Float32Array {
  const v = new Float32Array(dims);
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const w of words) {
    // the word, and its first five letters as a stand-in stem (open/opening, price/prices)
    for (const [feature, weight] of [
      [`w:${w}`, 1],
      [`s:${w.slice(0, 5)}`, 0.7],
    ] as const) {
      const { index, sign } = slot(feature, dims);
      v[index] += sign * weight;
    }
  }
  if (words.length === 0) v[0] = 1;
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

let encoder: Promise<{ encode(text: string): number[] }> | undefined;
/** Loaded on first use: the ranks are a large module that most tests using the fakes never need. */
export async function countTokens(texts: readonly string[]): Promise<number> {
  encoder ??= Promise.all([import('js-tiktoken/lite'), import('js-tiktoken/ranks/cl100k_base')]).then(
    ([{ Tiktoken }, ranks]) => new Tiktoken(ranks.default),
  );
  const enc = await encoder;
  return texts.reduce((sum, t) => sum + enc.encode(t).length, 0);
}

/** The answer OpenAI gives, `embedding` as floats or (the SDK's default request) base64 float32. */
export async function embeddingsAnswer(body: {
  model?: string;
  input?: string | string[];
  dimensions?: number;
  encoding_format?: 'float' | 'base64';
}) {
  const input = typeof body.input === 'string' ? [body.input] : (body.input ?? []);
  const tokens = await countTokens(input);
  return {
    object: 'list',
    model: body.model,
    data: input.map((text, index) => {
      const v = fakeEmbedding(text, body.dimensions);
      return {
        object: 'embedding',
        index,
        embedding: body.encoding_format === 'base64' ? Buffer.from(v.buffer).toString('base64') : Array.from(v),
      };
    }),
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  };
}
