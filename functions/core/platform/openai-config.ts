import { OPENAI_SECRET_FIELDS, openaiConfigSchema } from '@shared/schemas/openai-config';
import { readStoredConfig } from './stored-config';

/** The admin's OpenAI configuration, key decrypted: what every OpenAI caller reads (enabled + apiKey). */
export const readOpenAiConfig = () => readStoredConfig('openai', openaiConfigSchema, OPENAI_SECRET_FIELDS);
