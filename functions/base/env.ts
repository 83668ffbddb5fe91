import * as z from 'zod';

/**
 * Configuration is parsed once from process.env; every missing or malformed name is reported at once.
 * Each function reads only the names it needs (`config('TABLE_NAME', 'QUEUE_URLS')`), so a function that
 * does not touch Cognito does not need Cognito's settings. Nothing else in functions/ reads process.env.
 *
 * Secrets are the exception to "value in the environment": in AWS a function gets the ARN of a Secrets
 * Manager secret (`<NAME>_ARN`, set by the api stack) and adapters/app-secrets.ts fetches the value; only the
 * local runtime puts the value itself (`<NAME>`) in the environment.
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
  /** JSON map: queue consumer name (routes.ts queueConsumers) → its SQS queue URL; SQS_ENDPOINT is the local stand-in. */
  QUEUE_URLS: z.string().startsWith('{', 'a JSON object of consumer name → queue URL'),
  SQS_ENDPOINT: z.string().url().optional(),
  /** JSON map: queue consumer name → its dead-letter queue's URL; set only for 'health:inspect' functions. */
  DEAD_LETTER_QUEUE_URLS: z.string().startsWith('{', 'a JSON object of consumer name → queue URL').optional(),
  KMS_KEY_ID: z.string().min(1).optional(),
  LOCAL_SECRET_KEY: z.string().min(1).optional(),
  PAGES_BUCKET: z.string().min(1),
  /** Files sent in conversations (issue 32 item 6, adapters/attachments-bucket.ts). */
  ATTACHMENTS_BUCKET: z.string().min(1),
  WS_ENDPOINT: z.string().url(),
  APP_ORIGIN: z.string().url().optional(),
  /**
   * The mail path (issue 31, functions/adapters/mail.ts): the From address (an address of the stage's SES
   * identity), the SES configuration set every mail is sent with (bounce and complaint events; unset at
   * home) and, at home only, the SES stand-in's endpoint (aws-ses-v2-local; unset in AWS).
   */
  MAIL_FROM: z.string().trim().min(3).max(320).optional(),
  SES_CONFIGURATION_SET: z.string().min(1).optional(),
  SES_ENDPOINT: z.string().url().optional(),
  /** The seller block of billing invoices (core/billing/invoice-document.ts); each says so when unset. */
  SELLER_NAME: z.string().min(1).optional(),
  SELLER_ADDRESS: z.string().min(1).optional(),
  SELLER_GSTIN: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Tests silence the JSON request logs. */
  LOG_SILENT: z.stringbool().default(false),
  /**
   * Home only (infra/local/local-env.ts): with no payment gateway active, a subscription activates on the
   * labelled offline test gateway. Unset in AWS, where it would give plans away: there, no active gateway
   * means subscriptions are refused until the admin makes one active.
   */
  BILLING_TEST_GATEWAY: z.stringbool().default(false),
  /**
   * Benches only (bench/capacity.ts): every DynamoDB call asks for ReturnConsumedCapacity and the units
   * are summed per operation and table/index (db/capacity.ts). Never set in AWS: it costs nothing there
   * but log-free bookkeeping, yet it changes what the calls ask for.
   */
  DYNAMODB_RECORD_CAPACITY: z.stringbool().default(false),
  /**
   * Home only (infra/local/local-env.ts and the test setup): the knowledge crawler may fetch loopback
   * addresses (the local test website). Never set in AWS (infra/stacks/stacks.test.ts), where every
   * non-public address is refused (functions/adapters/safe-fetch.ts).
   */
  KNOWLEDGE_ALLOW_LOOPBACK: z.stringbool().default(false),
  /** The knowledge bucket (issue 33): uploaded source files (s3rver at home). */
  KNOWLEDGE_BUCKET: z.string().min(1).optional(),
  /** Multiplies the per-IP budgets; the test suites sign up hundreds of tenants from one address. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  // Secrets (see above): the ARN in AWS, the value at home.
  VISITOR_TOKEN_SECRET_ARN: z.string().min(1).optional(),
  VISITOR_TOKEN_SECRET: z.string().min(32).optional(),
  ORIGIN_VERIFY_SECRET_ARN: z.string().min(1).optional(),
  ORIGIN_VERIFY_SECRET: z.string().min(32).optional(),
  /** Tests point the Secrets Manager adapter at a local stand-in. */
  SECRETS_MANAGER_ENDPOINT: z.string().url().optional(),
  /**
   * Local stand-ins for provider hosts the provider fixes (admin Test Connection, core/admin/provider-tests.ts);
   * unset in AWS, where the real hosts are used. GOOGLE_API_URL replaces the Vertex AI and CCAI hosts
   * and Google's tag host (the Analytics card's measurement ID check).
   */
  GEMINI_API_URL: z.string().url().optional(),
  PERPLEXITY_API_URL: z.string().url().optional(),
  WHATSAPP_API_URL: z.string().url().optional(),
  GOOGLE_API_URL: z.string().url().optional(),
  STRIPE_API_URL: z.string().url().optional(),
  RAZORPAY_API_URL: z.string().url().optional(),
  /** Razorpay Checkout's script (core/billing/razorpay.ts); tests serve a stand-in that pays offline. */
  RAZORPAY_CHECKOUT_URL: z.string().url().optional(),
  // Set by the Lambda runtime: the function's name (proof of running in AWS). Its credentials are the SDK's.
  AWS_LAMBDA_FUNCTION_NAME: z.string().min(1).optional(),
});
export type Config = z.infer<typeof configSchema>;
type Key = keyof Config;

/** Each secret's value name (local) and ARN name (AWS). */
export const SECRET_NAMES = {
  VISITOR_TOKEN_SECRET: 'VISITOR_TOKEN_SECRET_ARN',
  ORIGIN_VERIFY_SECRET: 'ORIGIN_VERIFY_SECRET_ARN',
  LOCAL_SECRET_KEY: undefined, // stands in for KMS at home; AWS uses KMS_KEY_ID
} as const satisfies Record<string, Key | undefined>;
export type SecretName = Exclude<keyof typeof SECRET_NAMES, 'LOCAL_SECRET_KEY'>;

/** Names with neither a default nor `optional()`: infra must set every one of them on every function. */
export function requiredConfigNames(): Key[] {
  return (Object.keys(configSchema.shape) as Key[]).filter((k) => !configSchema.shape[k].safeParse(undefined).success);
}

export class ConfigError extends Error {}

/**
 * Each name is parsed with its own field of the schema, in the order asked: what `configSchema.pick(keys)`
 * would answer (an unset optional name stays absent), without building and compiling an object schema
 * for each key set, which cost every cold start a few milliseconds per set of names read.
 */
export function parseConfig<K extends Key>(env: NodeJS.ProcessEnv, keys: readonly K[]): Pick<Config, K> {
  const data: Record<string, unknown> = {};
  const names: string[] = [];
  for (const key of new Set(keys)) {
    const result = configSchema.shape[key].safeParse(env[key]);
    if (!result.success) names.push(...result.error.issues.map((i) => `${key} (${i.message})`));
    else if (result.data !== undefined || env[key] !== undefined) data[key] = result.data;
  }
  if (names.length) throw new ConfigError(`Invalid or missing configuration: ${names.join(', ')}`);
  return data as Pick<Config, K>;
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
