import { type AiContext, openAiEnabled } from '../context';
import { enrichLocally } from './local';
import { openAiEnricher } from './openai';
import type { EnrichmentResult, LeadForAi } from './types';

export type Enricher = { name: 'local' | 'openai'; enrich(lead: LeadForAi): Promise<EnrichmentResult | null> };

/**
 * OpenAI when the platform admin enabled it with a key, otherwise the offline rules (local.ts), so
 * enrichment works with no outside service. Kept apart from providerFor() so the enrichment functions
 * do not bundle the intent engine.
 */
export function enricherFor({ openAi, onCall }: AiContext): Enricher {
  if (openAiEnabled(openAi)) return { name: 'openai', enrich: openAiEnricher(openAi, onCall) };
  return { name: 'local', enrich: async (lead) => enrichLocally(lead) };
}
