import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CognitoPool } from './cognito-local';
import { ATTACHMENTS_BUCKET, KNOWLEDGE_BUCKET, LOCAL_ACCESS_KEY, PAGES_BUCKET } from './s3-local';
import { LOCAL_MAIL_FROM } from './ses-local';
import { localQueueEnv } from './sqs-endpoint';

export const TABLE_NAME = 'parley';

/** Names every function may read at home, with fixed values (no endpoint yet). */
export const BASE_ENV = {
  STAGE: 'local',
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_ACCESS_KEY.secretAccessKey,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_NAME,
  PAGES_BUCKET,
  ATTACHMENTS_BUCKET,
  KNOWLEDGE_BUCKET,
  // the knowledge crawler may fetch the local test website on loopback (never in AWS: infra/stacks/stacks.test.ts)
  KNOWLEDGE_ALLOW_LOOPBACK: 'true',
  // with no payment gateway active, subscriptions activate on the offline test gateway (never in AWS:
  // infra/stacks/stacks.test.ts checks no function gets it)
  BILLING_TEST_GATEWAY: 'true',
} as const;

export interface LocalEndpoints {
  dynamodbEndpoint: string;
  cognitoEndpoint: string;
  s3Endpoint: string;
  pool: CognitoPool;
  /** The gateway's own origin, e.g. http://127.0.0.1:3000 (serves @connections). */
  wsEndpoint: string;
  /** What the browser uses, e.g. http://localhost:3000. */
  appOrigin: string;
  localSecretKey: string;
  /** The SES stand-in (infra/local/ses-local.ts): SES_ENDPOINT. */
  sesEndpoint?: string;
  /** The local SQS endpoint (infra/local/sqs-endpoint.ts) and its queues, one per consumer. */
  sqs?: { endpoint: string; queueNames: readonly string[] };
}

/** The complete environment the functions read at home (functions/base/env.ts). */
export function buildLocalEnv(e: LocalEndpoints): Record<string, string> {
  return {
    ...BASE_ENV,
    DYNAMODB_ENDPOINT: e.dynamodbEndpoint,
    COGNITO_ENDPOINT: e.cognitoEndpoint,
    S3_ENDPOINT: e.s3Endpoint,
    USER_POOL_ID: e.pool.userPoolId,
    USER_POOL_CLIENT_ID: e.pool.clientId,
    JWT_ISSUER: e.pool.issuer,
    // cognito-local's openid-configuration hard-codes localhost:9229, so the JWKS URL is built here.
    JWKS_URL: e.pool.jwksUrl,
    WS_ENDPOINT: e.wsEndpoint,
    APP_ORIGIN: e.appOrigin,
    LOCAL_SECRET_KEY: e.localSecretKey,
    ...(e.sesEndpoint ? { SES_ENDPOINT: e.sesEndpoint, MAIL_FROM: LOCAL_MAIL_FROM } : {}),
    ...(e.sqs ? localQueueEnv(e.sqs.endpoint, e.sqs.queueNames) : {}),
    // In AWS it lives in Secrets Manager; at home it is derived from the data folder's key, so visitor
    // tokens survive a restart without a second key file.
    VISITOR_TOKEN_SECRET: createHmac('sha256', e.localSecretKey).update('visitor-token').digest('base64url'),
    // CloudFront's origin-verify header value: the local gateway adds it to every /api and /ws request
    // as CloudFront does, and the functions refuse requests without it (kit/origin-verify.ts)
    ORIGIN_VERIFY_SECRET: createHmac('sha256', e.localSecretKey).update('origin-verify').digest('base64url'),
  };
}

/** 32 random bytes (base64), created once per data folder; stands in for KMS at home. */
export function loadOrCreateSecretKey(file: string): string {
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (Buffer.from(key, 'base64').length === 32) return key;
    throw new Error(`${file} does not hold a 32-byte base64 key; delete it (stored secrets become unreadable)`);
  }
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export function newSecretKey(): string {
  return randomBytes(32).toString('base64');
}
