import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LEVEL_ROLES, type RoleLevel } from '../../shared/access';
import { verifySessionToken } from '../adapters/identity-verifier';
import { AccountSuspendedError, ForbiddenError, UnauthorizedError } from '../base/errors';
import type { Session } from '../core/identity/session';
import { DEFAULT_SESSION_TIMEOUT_HOURS, readAuthState } from '../db/auth-state';
import { readCookie, sessionCookieName } from './cookies';

/** The verifier of the role levels (kit/auth.ts): a session cookie whose stored role is in the level's list. */
export async function sessionFor(event: APIGatewayProxyEventV2, level: RoleLevel): Promise<Session> {
  const session = await sessionFromCookie(event);
  if (!session) throw new UnauthorizedError();
  if (!LEVEL_ROLES[level].includes(session.role)) throw new ForbiddenError('Your role does not allow this action');
  return session;
}

/**
 * Verifies the cookie's token, then the user's auth state item in ONE read (db/auth-state.ts): a
 * deactivated user, a token issued before the user's last logout (notBefore) or a session older than
 * the user's session timeout is refused at once, and a suspended tenant gets a 403 that says so. Role
 * and tenant come from the stored item, not the token.
 */
const SESSION_ENDED = 'Your session has ended. Please log in again.';

export async function sessionFromCookie(event: APIGatewayProxyEventV2): Promise<Session | null> {
  const token = readCookie(event, sessionCookieName());
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) throw new UnauthorizedError('Your session has expired. Please log in again.');
  const state = await readAuthState(claims.clientId, claims.sub, claims);
  if (!state?.isActive) throw new UnauthorizedError('Your account is not active');
  // notBefore ends every session issued up to the end of the last logout's second (db/auth-state.ts)
  if (claims.iat < state.notBefore) throw new UnauthorizedError(SESSION_ENDED);
  // the session's age counts from its sign-in; a token whose session was not recorded (issued before
  // the record existed) is at least as old as itself
  const startedAt = Math.min(state.sessionStartedAt ?? claims.iat, claims.iat);
  const timeoutSeconds = (state.sessionTimeoutHours ?? DEFAULT_SESSION_TIMEOUT_HOURS) * 3600;
  if (Date.now() / 1000 - startedAt >= timeoutSeconds) throw new UnauthorizedError(SESSION_ENDED);
  // authorisation reads the stored role, so the suspension check must too: a token claiming 'admin'
  // must not skip it
  if (state.role !== 'admin' && state.tenantStatus !== 'active' && state.tenantStatus !== 'trial') {
    if (state.tenantStatus === 'suspended') throw new AccountSuspendedError();
    throw new UnauthorizedError('Your account is not active');
  }
  return {
    userId: state.userId,
    email: state.email,
    role: state.role,
    clientId: state.clientId,
    firstName: state.firstName,
    lastName: state.lastName,
    sessionEndsAt: startedAt + timeoutSeconds,
  };
}
