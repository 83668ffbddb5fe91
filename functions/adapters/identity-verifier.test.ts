import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetConfigCache } from '../base/env';
import { resetVerifier, verifySessionToken } from './identity-verifier';

/** A real RS256 key and JWKS endpoint, so aws-jwt-verify runs unmocked and only our claim rules differ. */
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = 'test-key';
let server: Server;
let issuer: string;
const saved = { ...process.env };

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = `${base}/local_pool`;
  Object.assign(process.env, { JWT_ISSUER: issuer, JWKS_URL: `${base}/jwks.json`, USER_POOL_CLIENT_ID: 'app-client' });
  resetConfigCache();
  resetVerifier();
});
afterAll(() => {
  process.env = saved;
  resetConfigCache();
  resetVerifier();
  server.close();
});

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
function sign(claims: Record<string, unknown>): string {
  const body = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(claims)}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);
const idClaims = (over: Record<string, unknown> = {}) => ({
  iss: issuer,
  aud: 'app-client',
  sub: 'user-1',
  email: 'a@b.c',
  token_use: 'id',
  'custom:clientId': 'tenant-1',
  'custom:role': 'business_owner',
  iat: now() - 5,
  exp: now() + 3600,
  jti: 'jti-1',
  ...over,
});

describe('verifySessionToken', () => {
  it('accepts an ID token of the pool and returns its claims', async () => {
    await expect(verifySessionToken(sign(idClaims()))).resolves.toMatchObject({
      sub: 'user-1',
      clientId: 'tenant-1',
      role: 'business_owner',
      jti: 'jti-1',
    });
  });

  it('refuses a token without token_use', async () => {
    const { token_use: _, ...claims } = idClaims();
    await expect(verifySessionToken(sign(claims))).resolves.toBeNull();
  });

  it('refuses an access token', async () => {
    await expect(verifySessionToken(sign(idClaims({ token_use: 'access' })))).resolves.toBeNull();
  });

  it('refuses a token issued in the future, beyond clock skew', async () => {
    await expect(verifySessionToken(sign(idClaims({ iat: now() + 600 })))).resolves.toBeNull();
    // a few seconds of skew between Cognito and Lambda clocks is normal
    await expect(verifySessionToken(sign(idClaims({ iat: now() + 5 })))).resolves.not.toBeNull();
  });

  it('refuses a token without iat', async () => {
    const { iat: _, ...claims } = idClaims();
    await expect(verifySessionToken(sign(claims))).resolves.toBeNull();
  });
});
