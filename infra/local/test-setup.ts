/**
 * vitest globalSetup for integration tests (vitest.config.ts: `globalSetup: ['infra/local/test-setup.ts']`).
 * Starts DynamoDB Local (in memory), cognito-local, s3rver and the SES stand-in in a temp folder on free ports, creates the
 * table and the user pool, and hands the environment to the test workers twice over:
 *  - process.env here, before any worker starts (forks/threads inherit it), and
 *  - `inject('parleyEnv')` for tests that prefer to read it explicitly.
 * The teardown stops everything and removes the temp folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureUserPool, startCognitoLocal } from './cognito-local';
import { ensureTable, startDynamoDbLocal } from './dynamodb-local';
import { BASE_ENV, buildLocalEnv, newSecretKey, TABLE_NAME } from './local-env';
import { startS3Local } from './s3-local';
import { startSesLocal } from './ses-local';

declare module 'vitest' {
  export interface ProvidedContext {
    parleyEnv: Record<string, string>;
  }
}

/** Placeholder until a test starts a gateway (test-gateway.ts sets the real one). */
const NO_GATEWAY = 'http://127.0.0.1:9';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const t0 = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'parley-it-'));
  Object.assign(process.env, BASE_ENV);
  // first, in this process (milliseconds): cognito-local mails its codes to it
  const ses = await startSesLocal();
  const started = await Promise.allSettled([
    startDynamoDbLocal({ inMemory: true, logFile: join(dir, 'logs', 'dynamodb-local.log') }),
    startCognitoLocal({
      dir: join(dir, 'cognito'),
      logFile: join(dir, 'logs', 'cognito-local.log'),
      sesEndpoint: ses.endpoint,
    }),
    startS3Local({ dir: join(dir, 's3') }),
    Promise.resolve(ses),
  ]);
  const [dynamoR, cognitoR, s3R] = started;
  const teardown = async () => {
    await Promise.allSettled(started.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    rmSync(dir, { recursive: true, force: true });
  };
  if (dynamoR.status === 'rejected' || cognitoR.status === 'rejected' || s3R.status === 'rejected') {
    await teardown();
    const reason = started.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    throw reason.reason;
  }
  const [, pool] = await Promise.all([
    ensureTable(dynamoR.value.endpoint, TABLE_NAME),
    ensureUserPool(cognitoR.value.endpoint),
  ]);
  const env = buildLocalEnv({
    dynamodbEndpoint: dynamoR.value.endpoint,
    cognitoEndpoint: cognitoR.value.endpoint,
    s3Endpoint: s3R.value.endpoint,
    pool,
    wsEndpoint: NO_GATEWAY,
    appOrigin: 'http://localhost:9',
    localSecretKey: newSecretKey(),
    sesEndpoint: ses.endpoint,
  });
  Object.assign(process.env, env);
  project.provide('parleyEnv', env);
  if (process.env.PARLEY_TEST_SETUP_VERBOSE) {
    console.log(`[test-setup] engines ready in ${Math.round(performance.now() - t0)} ms`);
  }
  return teardown;
}
