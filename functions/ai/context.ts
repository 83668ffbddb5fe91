import type { openaiConfigSchema } from '@shared/schemas/openai-config';
import type * as z from 'zod';

/** The platform admin's OpenAI configuration, key decrypted (core/platform/openai-config.ts reads it). */
export type OpenAiConfig = z.output<typeof openaiConfigSchema>;

/**
 * Counts one answered AI call with the usage the provider bills, for AI Cost Optimization. Core supplies
 * it (core/metrics/platform-metrics.ts countAiCall); it is best effort and never throws.
 */
export type AiCallCounter = (provider: string, model: string, tokensIn?: number, tokensOut?: number) => Promise<void>;

/**
 * What the AI layer is handed per request instead of reading the platform's tables itself: the admin's
 * OpenAI config and the hook that counts each call. Core builds it (core/platform/ai.ts aiContext()),
 * so ai/ depends only on db/, adapters/, base/ and shared/.
 */
export interface AiContext {
  openAi: OpenAiConfig;
  onCall: AiCallCounter;
}

/** OpenAI is used only once the admin enabled it and gave a key; otherwise everything runs offline. */
export const openAiEnabled = (openAi: OpenAiConfig) => openAi.enabled && Boolean(openAi.apiKey);
