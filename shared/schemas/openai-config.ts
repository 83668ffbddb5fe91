import * as z from 'zod';
import { secretText } from './secret-text';

/**
 * The platform admin's OpenAI configuration (part 3 §3), in a module of its own: the chat and
 * enrichment functions read it on every turn and bundle this schema, not every provider's
 * (shared/schemas/integrations.ts, which re-exports it).
 */
export const openaiConfigSchema = z.object({
  enabled: z.boolean().default(false),
  apiKey: secretText(20_000).default(''),
  model: z.enum(['gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gpt-3.5-turbo']).default('gpt-4o'),
  temperature: z.number().min(0).max(2).default(0.7),
  maxTokens: z.number().int().min(1).max(4000).default(1000),
  organizationId: z.string().max(100).optional(),
  baseURL: z.string().url().max(500).optional(),
});
export const OPENAI_SECRET_FIELDS = ['apiKey'] as const;
