import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFunctions } from './build-functions';

/** The environment-only credential provider that Lambda bundles get instead of the SDK's default chain. */
let tmp: string;
let bundle: string;
const saved = { ...process.env };
beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-creds-'));
  const built = await buildFunctions({
    outDir: tmp,
    functions: [{ id: 'ping', entry: 'infra/test-fixtures/dynamodb-ping.ts' }],
  });
  bundle = path.join(built.outDir, 'ping', 'index.mjs');
}, 60_000);
afterAll(() => {
  process.env = saved;
  rmSync(tmp, { recursive: true, force: true });
});

describe('Lambda credentials in bundles', () => {
  it('signs real requests with the credentials Lambda puts in the environment', async () => {
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: 'AKIDLOCAL',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_SESSION_TOKEN: 't',
    });
    const { handler } = await import(pathToFileURL(bundle).href);
    const tables: string[] = await handler({ endpoint: process.env.DYNAMODB_ENDPOINT });
    expect(tables).toContain(process.env.TABLE_NAME);
  });

  it('does not bundle the default chain or its STS/SSO clients', () => {
    const code = readFileSync(bundle, 'utf8');
    expect(code).not.toMatch(/AssumeRoleWithWebIdentity|GetRoleCredentials|credential-provider-node - defaultProvider/);
  });
});
