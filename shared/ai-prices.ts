/**
 * List prices for AI Cost Optimization's estimates (issue 12). USD per 1 million tokens, from OpenAI's
 * public pricing page (standard tier, text tokens) as they stood on AI_PRICES_AS_OF; the screen labels
 * every figure "estimated at list prices" and shows this date. Update both together.
 *
 * Keys are "<provider>:<model>" as core/metrics/platform-metrics.ts records them. A provider or model missing
 * here has no estimate (its calls and tokens are still shown). 'local' is the offline engine: no bill.
 * `cheaper` names a cheaper model of the same family that the product can be configured to use
 * (shared/schemas/integrations.ts), for the suggestions; a suggestion is only made when the table says
 * it really is cheaper for the tokens recorded.
 */
export const AI_PRICES_AS_OF = '2025-06-01';

/** Rupees per US dollar for the INR column: approximately the RBI reference rate around the same date. */
export const USD_TO_INR = 85.5;

export interface ModelPrice {
  inputPer1M: number;
  outputPer1M: number;
  cheaper?: string;
}

/** text-embedding-3-small, input only (embeddings have no output tokens). */
export const EMBEDDING_3_SMALL_PER_1M = 0.02;

export const AI_LIST_PRICES: Readonly<Record<string, ModelPrice>> = {
  'openai:gpt-4o': { inputPer1M: 2.5, outputPer1M: 10, cheaper: 'openai:gpt-4o-mini' },
  'openai:gpt-4o-mini': { inputPer1M: 0.15, outputPer1M: 0.6 },
  'openai:gpt-4-turbo': { inputPer1M: 10, outputPer1M: 30, cheaper: 'openai:gpt-4o-mini' },
  'openai:gpt-3.5-turbo': { inputPer1M: 0.5, outputPer1M: 1.5, cheaper: 'openai:gpt-4o-mini' },
  'openai:text-embedding-3-small': { inputPer1M: EMBEDDING_3_SMALL_PER_1M, outputPer1M: 0 },
  'local:offline': { inputPer1M: 0, outputPer1M: 0 },
};

/** USD for these tokens at the model's list price; null when the table has no price for it. */
export function listCostUsd(key: string, tokensIn: number, tokensOut: number): number | null {
  const p = AI_LIST_PRICES[key];
  return p ? (tokensIn * p.inputPer1M + tokensOut * p.outputPer1M) / 1_000_000 : null;
}
