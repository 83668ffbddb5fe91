import * as z from 'zod';
import type { AiCallCounter } from '../context';
import { openAiGroundedAnswer, openAiPassageAnswer } from './openai-grounded';
import { type OpenAiSettings, openAiJson } from './openai-json';
import { type AiProvider, type IntentForAi, optimizeResultSchema } from './types';

export type { OpenAiSettings } from './openai-json';

const phrasesSchema = z.object({ phrases: z.array(z.string().min(1).max(300)).max(50) });

/**
 * The OpenAI provider (official SDK). Key, model and baseURL come from the platform AI configuration;
 * every answer is JSON validated with zod, and any upstream failure is a 502 with a clear message.
 * The call (retry included) ends by the request's deadline; running out of it is a 504, never a Lambda
 * timeout.
 */
export function openAiProvider(settings: OpenAiSettings, onCall: AiCallCounter): AiProvider {
  const askJson = openAiJson(settings, onCall);

  return {
    name: 'openai',
    groundedAnswer: openAiGroundedAnswer(askJson),
    passageAnswer: openAiPassageAnswer(askJson),
    async enhancePhrases(intent: IntentForAi, count: number) {
      // repeats of existing phrases are dropped with every provider's output (ai/suggestions/review.ts)
      const { phrases } = await askJson(
        phrasesSchema,
        `You write training phrases for a customer-service intent classifier. Reply with JSON {"phrases": string[]} holding ${count} new, varied ways a customer might express the intent, each a grammatical sentence in sentence case with the same meaning as the intent. Do not repeat the existing phrases.`,
        { title: intent.title, description: intent.description, existingPhrases: intent.phrases },
      );
      return phrases.slice(0, count);
    },
    async optimizeTraining(input) {
      return askJson(
        optimizeResultSchema,
        'You improve a business chat agent. Given its intents (with match statistics) and the questions it missed (with frequency), reply with JSON {"newIntentSuggestions":[{"title","description","phrases":string[],"suggestedResponse","frequency"}],"existingIntentImprovements":[{"intentId","title","reason","suggestedPhrases":string[]}]}. Group similar missed questions into one suggestion.',
        {
          intents: input.intents.map(({ id, title, description, phrases, matchCount, avgConfidence }) => ({
            id,
            title,
            description,
            phrases,
            matchCount,
            avgConfidence,
          })),
          missed: input.missed.slice(0, 200),
        },
      );
    },
  };
}
