import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFunctions, repoRoot } from './build-functions';

/**
 * Bundles load the AWS SDK that the Lambda runtime provides (RUNTIME_PROVIDED in build-functions.ts);
 * its default credential chain reads the role's credentials that Lambda puts in the environment. Here
 * the SDK resolves from node_modules, linked beside the bundle as the runtime's copy would be.
 */
let tmp: string;
let bundle: string;
const saved = { ...process.env };
beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-creds-'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
  const built = await buildFunctions({
    outDir: path.join(tmp, 'functions'),
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

  it('imports the SDK from the runtime rather than bundling a copy', () => {
    const code = readFileSync(bundle, 'utf8');
    // loaded with require() (minified name), the faster way for the SDK's CommonJS build (runtimeSdkByRequire in build-functions.ts)
    expect(code).toMatch(/[\w$]+\("@aws-sdk\/client-dynamodb"\)/);
    expect(code).not.toMatch(/AssumeRoleWithWebIdentity|SignatureV4|defaultProvider/);
  });
});
