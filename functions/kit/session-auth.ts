import { LEVEL_ROLES, type RoleLevel } from '@shared/access';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { verifySessionToken } from '../adapters/identity-verifier';
import { ForbiddenError, UnauthorizedError } from '../base/errors';
import type { Session } from '../core/identity/session';
import { sessionOfClaims } from '../core/identity/session-rules';
import { readCookie, sessionCookieName } from './cookies';

/** The verifier of the role levels (kit/auth.ts): a session cookie whose stored role is in the level's list. */
export async function sessionFor(event: APIGatewayProxyEventV2, level: RoleLevel): Promise<Session> {
  const session = await sessionFromCookie(event);
  if (!session) throw new UnauthorizedError();
  if (!LEVEL_ROLES[level].includes(session.role)) throw new ForbiddenError('Your role does not allow this action');
  return session;
}

/**
 * The cookie's session: its token verified here, then the session rules (the user's auth state in one
 * read: active, not logged out, within the timeout, tenant open) in core/identity/session-rules.ts.
 */
export async function sessionFromCookie(event: APIGatewayProxyEventV2): Promise<Session | null> {
  const token = readCookie(event, sessionCookieName());
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) throw new UnauthorizedError('Your session has expired. Please log in again.');
  return sessionOfClaims(claims);
}
