import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { ROLES, type Role } from '@shared/enums';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { JwtVerifier } from 'aws-jwt-verify/jwt-verifier';
import { config } from '../base/env';

export interface SessionClaims {
  sub: string;
  email: string;
  clientId: string;
  role: Role;
  iat: number;
  exp: number;
  jti: string;
}

/**
 * ID-token verification with JwtRsaVerifier (DESIGN §4): issuer and JWKS URL come from config, so
 * the same code verifies real Cognito and cognito-local. The default fetcher refuses http, hence
 * our own, on node:http/https rather than the global fetch: the first fetch() of a process loads
 * Node's bundled undici (its JS and the llhttp wasm), 50-70 ms of a signed-in function's first
 * request (issue 30 item 3), while node:http is already loaded by the SDK's request handler.
 */
const JWKS_TIMEOUT_MS = 3000;
const fetcher = {
  fetch(uri: string): Promise<ArrayBuffer> {
    const get = uri.startsWith('https:') ? httpsGet : httpGet;
    return new Promise((resolve, reject) => {
      const req = get(uri, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) }, (res) => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          res.resume();
          reject(new Error(`JWKS fetch failed: ${status}`));
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
        });
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  },
};

/** Tolerated difference between Cognito's clock and ours. */
const CLOCK_SKEW_SECONDS = 60;

let verifier: ReturnType<typeof createVerifier> | undefined;
function createVerifier() {
  const { JWT_ISSUER, JWKS_URL, USER_POOL_CLIENT_ID } = config('JWT_ISSUER', 'JWKS_URL', 'USER_POOL_CLIENT_ID');
  return JwtVerifier.create(
    { issuer: JWT_ISSUER, jwksUri: JWKS_URL, audience: USER_POOL_CLIENT_ID },
    { jwksCache: new SimpleJwksCache({ fetcher }) },
  );
}

/** Claims of a valid ID token, or null for anything expired, forged or malformed. */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  verifier ??= createVerifier();
  try {
    const p = (await verifier.verify(token)) as Record<string, unknown>;
    // only ID tokens carry the tenant and role claims the session is built on; a token without
    // token_use, or issued in the future (a forged or mis-set clock), is not a session
    if (p.token_use !== 'id') return null;
    if (typeof p.iat !== 'number' || p.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) return null;
    const role = p['custom:role'];
    const clientId = p['custom:clientId'];
    if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
    if (typeof clientId !== 'string' || typeof p.sub !== 'string') return null;
    return {
      sub: p.sub,
      email: String(p.email ?? ''),
      clientId,
      role: role as Role,
      iat: Number(p.iat),
      exp: Number(p.exp),
      jti: String(p.jti ?? p.sub),
    };
  } catch {
    return null;
  }
}

export function resetVerifier(): void {
  verifier = undefined;
}
