import { EMBEDDING_3_SMALL_PER_1M } from '@shared/ai-prices';
import { upstreamSignal } from '../../base/deadline';
import type { AiCallCounter } from '../context';
import type { OpenAiSettings } from '../providers/openai-json';
import { lazyOpenAiClient } from '../providers/openai-sdk';
import type { Embedder } from './types';

/**
 * OpenAI's embeddings API as the platform's embedder once the admin configured OpenAI (same key,
 * organisation and baseURL as the generative provider). text-embedding-3-small shortened to 512
 * dimensions: the size of the offline encoder's vectors, a quarter of the storage of the full 1,536, and
 * by OpenAI's own figures still above text-embedding-ada-002 on MTEB.
 */
export const OPENAI_EMBEDDING_MODEL = 'text-embedding-3-small';
export const OPENAI_EMBEDDING_DIMS = 512;
export const OPENAI_EMBEDDER_ID = `openai:${OPENAI_EMBEDDING_MODEL}:${OPENAI_EMBEDDING_DIMS}`;

/**
 * USD per 1M input tokens (https://openai.com/api/pricing/, "text-embedding-3-small $0.020 / 1M
 * tokens"); the one figure lives in shared/ai-prices.ts beside the other models' list prices.
 */
export const EMBEDDING_PRICE_PER_1M_USD = EMBEDDING_3_SMALL_PER_1M;
export const cost = (tokens: number) => (tokens * EMBEDDING_PRICE_PER_1M_USD) / 1_000_000;

/** OpenAI's limits per request: 2,048 inputs and 300,000 tokens (kept well below: see batches()). */
export const MAX_INPUTS_PER_REQUEST = 2048;
const MAX_BYTES_PER_REQUEST = 200_000;
/** One request's cap; a request with less time left (base/deadline.ts) or a caller's signal gets less. */
const TIMEOUT_MS = 10_000;

/**
 * Consecutive slices within both limits. Tokens are bounded by UTF-8 bytes (a cl100k token is at least
 * one byte), so counting bytes needs no tokenizer in the bundle and never underestimates.
 */
export function batches(texts: readonly string[]): string[][] {
  const out: string[][] = [];
  let bytes = 0;
  for (const text of texts) {
    const size = Buffer.byteLength(text);
    const last = out.at(-1);
    if (!last || last.length >= MAX_INPUTS_PER_REQUEST || bytes + size > MAX_BYTES_PER_REQUEST) {
      out.push([text]);
      bytes = size;
    } else {
      last.push(text);
      bytes += size;
    }
  }
  return out;
}

export function openAiEmbedder(
  settings: Pick<OpenAiSettings, 'apiKey' | 'organizationId' | 'baseURL'>,
  onCall: AiCallCounter,
): Embedder {
  const openAiClient = lazyOpenAiClient(settings, TIMEOUT_MS);
  return {
    id: OPENAI_EMBEDDER_ID,
    async embed(texts, options = {}) {
      const client = await openAiClient();
      const vectors: Float32Array[] = [];
      let tokens = 0;
      for (const input of batches(texts)) {
        const own = upstreamSignal(TIMEOUT_MS);
        const signal = options.signal ? AbortSignal.any([own, options.signal]) : own;
        const res = await client.embeddings.create(
          { model: OPENAI_EMBEDDING_MODEL, input, dimensions: OPENAI_EMBEDDING_DIMS },
          // a caller that gives up (a visitor's turn) falls back at once: a retry would only add delay
          { signal, maxRetries: options.signal ? 0 : 1 },
        );
        if (res.data.length !== input.length) throw new Error('OpenAI answered a different number of embeddings');
        // the API answers in input order, each with its index; sort anyway, it is cheap
        for (const d of [...res.data].sort((a, b) => a.index - b.index)) vectors.push(unit(d.embedding));
        tokens += res.usage?.prompt_tokens ?? 0;
        await onCall('openai', OPENAI_EMBEDDING_MODEL, res.usage?.prompt_tokens, 0);
      }
      return { vectors, tokens };
    },
  };
}

/**
 * OpenAI's vectors are normalised to length 1 but arrive as floats rounded in transit; the engine's
 * cosine is a plain dot product, so renormalise.
 */
function unit(values: ArrayLike<number>): Float32Array {
  const v = Float32Array.from(values);
  const norm = Math.hypot(...v) || 1;
  for (let i = 0; i < v.length; i++) v[i] /= norm;
  return v;
}
