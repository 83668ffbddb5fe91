import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigCache } from '../base/env';
import { appSecret, loadAppSecrets, resetAppSecrets } from './app-secrets';

const saved = { ...process.env };
const calls: { target?: string; body: string; authorization?: string; token?: string }[] = [];
let failWith: number | undefined;
const server = createServer(async (req: IncomingMessage, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  calls.push({
    target: req.headers['x-amz-target'] as string,
    body,
    authorization: req.headers.authorization,
    token: req.headers['x-amz-security-token'] as string,
  });
  if (failWith) {
    res.writeHead(failWith, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify({ __type: 'AccessDeniedException', message: 'role arn:aws:iam::1:role/x may not' }));
    return;
  }
  const { SecretId } = JSON.parse(body);
  res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify({ ARN: SecretId, SecretString: `value-of-${SecretId}` }));
});

function lambdaEnv(extra: Record<string, string>) {
  process.env = {
    ...saved,
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'AKIDLAMBDA',
    AWS_SECRET_ACCESS_KEY: 'secret-key',
    AWS_SESSION_TOKEN: 'session-token',
    AWS_LAMBDA_FUNCTION_NAME: 'parley-fn',
    SECRETS_MANAGER_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...extra,
  };
  delete process.env.VISITOR_TOKEN_SECRET;
  delete process.env.ORIGIN_VERIFY_SECRET;
  Object.assign(process.env, extra);
  resetConfigCache();
  resetAppSecrets();
}

beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', r)));
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  process.env = { ...saved };
  calls.length = 0;
  failWith = undefined;
  resetConfigCache();
  resetAppSecrets();
});

describe('app secrets', () => {
  it('fetches each configured secret once per cold start, signed with the function credentials', async () => {
    lambdaEnv({ VISITOR_TOKEN_SECRET_ARN: 'arn:visitor' });
    await Promise.all([loadAppSecrets(), loadAppSecrets()]);
    await loadAppSecrets();
    expect(appSecret('VISITOR_TOKEN_SECRET')).toBe('value-of-arn:visitor');
    expect(appSecret('ORIGIN_VERIFY_SECRET')).toBeUndefined(); // not this function's
    expect(calls).toHaveLength(1);
    expect(calls[0].target).toBe('secretsmanager.GetSecretValue');
    expect(JSON.parse(calls[0].body)).toEqual({ SecretId: 'arn:visitor' });
    // signed by the SDK (Signature Version 4) with the function's credentials, session token included
    expect(calls[0].authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDLAMBDA\/\d{8}\/ap-south-1\/secretsmanager\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    const signed = calls[0].authorization!.match(/SignedHeaders=([^,]+)/)![1].split(';');
    expect(signed).toEqual(
      expect.arrayContaining(['content-type', 'host', 'x-amz-date', 'x-amz-security-token', 'x-amz-target']),
    );
    expect(calls[0].token).toBe('session-token');
  });

  it('refuses a plain secret value in Lambda and a configured secret that was not loaded', () => {
    lambdaEnv({ VISITOR_TOKEN_SECRET: 'v'.repeat(40) });
    expect(() => appSecret('VISITOR_TOKEN_SECRET')).toThrow(/Secrets Manager/);
    lambdaEnv({ ORIGIN_VERIFY_SECRET_ARN: 'arn:origin' });
    expect(() => appSecret('ORIGIN_VERIFY_SECRET')).toThrow(/not loaded/);
  });

  it('reports a denied read by its error type only, and retries on the next request', async () => {
    lambdaEnv({ ORIGIN_VERIFY_SECRET_ARN: 'arn:origin' });
    failWith = 400;
    const err = await loadAppSecrets().catch((e: Error) => e);
    expect((err as Error).message).toBe('GetSecretValue failed: AccessDeniedException');
    failWith = undefined;
    await loadAppSecrets();
    expect(appSecret('ORIGIN_VERIFY_SECRET')).toBe('value-of-arn:origin');
  });

  it('uses the local value at home (no Lambda, no ARN)', async () => {
    process.env.VISITOR_TOKEN_SECRET = 'h'.repeat(40);
    delete process.env.VISITOR_TOKEN_SECRET_ARN;
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    resetConfigCache();
    await loadAppSecrets();
    expect(appSecret('VISITOR_TOKEN_SECRET')).toBe('h'.repeat(40));
    expect(calls).toHaveLength(0);
  });
});
