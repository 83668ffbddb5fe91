import type { SessionUser } from '../../shared/schemas/identity';
import {
  InvalidCredentialsError,
  passwordAuth,
  refreshAuth,
  revokeRefreshToken,
  type Tokens,
} from '../adapters/identity';
import { type SessionClaims, verifySessionToken } from '../adapters/identity-verifier';
import { db } from '../db/service';
import { UnauthorizedError } from '../kit/errors';
import { assertNotLockedOut, clearFailures, consumeBudget, recordFailure } from './rate-limit';

export const INVALID_CREDENTIALS = 'Invalid email or password';
const LOCKOUT = { failures: 5, windowSeconds: 15 * 60 };
const TOO_MANY_FAILURES = 'Too many failed login attempts. Please wait 15 minutes and try again.';
/** Per-IP budgets: generous for people behind one NAT, tight enough to slow a script. */
export const IP_BUDGETS = {
  login: { limit: 60, windowSeconds: 300 },
  register: { limit: 20, windowSeconds: 600 },
};

export async function limitByIp(action: keyof typeof IP_BUDGETS, ip: string): Promise<void> {
  const b = IP_BUDGETS[action];
  // the test suites sign up hundreds of tenants from 127.0.0.1; they scale the budget, not the logic
  const scale = Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1;
  await consumeBudget(
    `ip:${action}:${ip}`,
    b.limit * scale,
    b.windowSeconds,
    'Too many requests from your network. Please try again later.',
  );
}

export interface AuthResult {
  user: SessionUser;
  tokens: Tokens;
}

/** Wrong email and wrong password look the same to the caller (no account enumeration). */
export async function login(email: string, password: string): Promise<AuthResult> {
  const failKey = `login-fail:${email}`;
  await assertNotLockedOut(failKey, LOCKOUT.failures, TOO_MANY_FAILURES);
  let tokens: Tokens;
  try {
    tokens = await passwordAuth(email, password);
  } catch (err) {
    if (err instanceof InvalidCredentialsError) {
      await recordFailure(failKey, LOCKOUT.windowSeconds);
      throw new UnauthorizedError(INVALID_CREDENTIALS);
    }
    throw err;
  }
  const claims = await verifySessionToken(tokens.idToken);
  const user = claims ? await userFromClaims(claims) : null;
  if (!user) throw new UnauthorizedError(INVALID_CREDENTIALS);
  await clearFailures(failKey);
  return { user, tokens };
}

async function userFromClaims(claims: SessionClaims): Promise<SessionUser | null> {
  const { data } = await db().entities.user.get({ clientId: claims.clientId, id: claims.sub }).go();
  if (!data?.isActive) return null;
  return {
    id: data.id,
    email: data.email,
    role: data.role,
    firstName: data.firstName,
    lastName: data.lastName,
    clientId: data.clientId,
  };
}

export async function refresh(refreshToken: string | undefined): Promise<AuthResult> {
  if (!refreshToken) throw new UnauthorizedError('No refresh token');
  let tokens: Tokens;
  try {
    tokens = await refreshAuth(refreshToken);
  } catch (err) {
    if (err instanceof InvalidCredentialsError)
      throw new UnauthorizedError('Your session has ended. Please log in again.');
    throw err;
  }
  const claims = await verifySessionToken(tokens.idToken);
  const user = claims ? await userFromClaims(claims) : null;
  if (!user) throw new UnauthorizedError('Your session has ended. Please log in again.');
  return { user, tokens };
}

/**
 * Logout revokes the refresh token, records "not before" on the user so every older session token
 * stops at once, and blocks this token's jti until it would have expired.
 */
export async function logout(sessionToken: string | undefined, refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await revokeRefreshToken(refreshToken);
  const claims = sessionToken ? await verifySessionToken(sessionToken) : null;
  if (!claims) return;
  await Promise.all([
    db().entities.revokedToken.put({ jti: claims.jti, expiresAt: claims.exp }).go(),
    db()
      .entities.user.patch({ clientId: claims.clientId, id: claims.sub })
      .set({ notBefore: Math.floor(Date.now() / 1000) })
      .go()
      .catch(() => undefined), // a deleted user has nothing left to revoke
  ]);
}
