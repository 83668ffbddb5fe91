import { readOpenAiConfig } from '../../core/platform/openai-config';
import { enrichLocally } from './local';
import { openAiEnricher } from './openai';
import type { EnrichmentResult, LeadForAi } from './types';

export type Enricher = { name: 'local' | 'openai'; enrich(lead: LeadForAi): Promise<EnrichmentResult | null> };

/**
 * OpenAI when the platform admin enabled it with a key, otherwise the offline rules (local.ts), so
 * enrichment works with no outside service. Kept apart from aiProvider() so the enrichment functions
 * do not bundle the intent engine.
 */
export async function leadEnricher(): Promise<Enricher> {
  const openai = await readOpenAiConfig();
  if (openai.enabled && openai.apiKey) {
    return { name: 'openai', enrich: openAiEnricher(openai) };
  }
  return { name: 'local', enrich: async (lead) => enrichLocally(lead) };
}
