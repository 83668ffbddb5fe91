import { OPENAI_SECRET_FIELDS, openaiConfigSchema } from '@shared/schemas/openai-config';
import { instanceCache } from '../../base/instance-cache';
import { readStoredConfig } from './stored-config';

/**
 * The admin's OpenAI configuration, key decrypted, cached per instance for OPENAI_CONFIG_TTL_MS: every
 * chat turn asks for it (the embedder, grounded answers), and it changes when the admin saves it. May be
 * stale on another instance for that long after a save (the provider switched on or off, a new key or
 * model); a save on this instance (savePlatformConfig) invalidates at once. The admin's own screens read
 * the stored item fresh (platform-config.ts readPlatformConfig).
 */
export const OPENAI_CONFIG_TTL_MS = 10_000;
const cache = instanceCache({
  ttlMs: OPENAI_CONFIG_TTL_MS,
  load: () => readStoredConfig('openai', openaiConfigSchema, OPENAI_SECRET_FIELDS),
});

/** What every OpenAI caller reads (enabled + apiKey). */
export const readOpenAiConfig = () => cache.get('openai');
export const forgetOpenAiConfig = () => cache.invalidate('openai');
