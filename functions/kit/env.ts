import { z } from 'zod';

/**
 * Configuration is parsed once from process.env; every missing or malformed name is reported at once.
 * Each function reads only the names it needs (`config('TABLE_NAME', 'QUEUE_URL')`), so a function that
 * does not touch Cognito does not need Cognito's settings.
 */
const configSchema = z.object({
  STAGE: z.string().min(1),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  COGNITO_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  JWT_ISSUER: z.string().url(),
  JWKS_URL: z.string().url(),
  QUEUE_URL: z.string().min(1),
  KMS_KEY_ID: z.string().min(1).optional(),
  LOCAL_SECRET_KEY: z.string().min(1).optional(),
  PAGES_BUCKET: z.string().min(1),
  WS_ENDPOINT: z.string().url(),
  APP_ORIGIN: z.string().url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});
export type Config = z.infer<typeof configSchema>;
type Key = keyof Config;

export class ConfigError extends Error {}

export function parseConfig<K extends Key>(env: NodeJS.ProcessEnv, keys: readonly K[]): Pick<Config, K> {
  const picked = configSchema.pick(Object.fromEntries(keys.map((k) => [k, true])) as never);
  const result = picked.safeParse(env);
  if (!result.success) {
    const names = result.error.issues.map((i) => `${String(i.path[0])} (${i.message})`);
    throw new ConfigError(`Invalid or missing configuration: ${names.join(', ')}`);
  }
  return result.data as unknown as Pick<Config, K>;
}

const cache = new Map<string, unknown>();
/** Parsed once per cold start and per key set. */
export function config<K extends Key>(...keys: K[]): Pick<Config, K> {
  const cacheKey = keys.join(',');
  if (!cache.has(cacheKey)) cache.set(cacheKey, parseConfig(process.env, keys));
  return cache.get(cacheKey) as Pick<Config, K>;
}

/** Tests change process.env between suites; they call this to re-read it. */
export function resetConfigCache(): void {
  cache.clear();
}
