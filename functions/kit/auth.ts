import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LEVEL_ROLES, type RoleLevel } from '../../shared/access';
import { verifySessionToken } from '../adapters/identity-verifier';
import { ForbiddenError, UnauthorizedError } from '../base/errors';
import type { Session, VisitorSession } from '../core/identity/session';
import { sessionFor } from '../core/identity/session-rules';
import { readCookie, sessionCookieName } from './cookies';
import { verifyVisitorToken } from './visitor-token';

/**
 * Auth levels (DESIGN §3). `public` needs nothing; `visitor` needs a widget token; the rest need a
 * session cookie whose role is in the level's list. Tenant levels also need an active user and tenant.
 */
export type AuthLevel = 'public' | 'visitor' | RoleLevel;

export type { Session, VisitorSession };
/** The web app reads the same table to show each role only what it may open (shared/access.ts). */
export { LEVEL_ROLES };

export async function authenticate(
  event: APIGatewayProxyEventV2,
  level: AuthLevel,
): Promise<Session | VisitorSession | null> {
  if (level === 'public') return null;
  if (level === 'visitor') return verifyVisitorToken(event);
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
  return sessionFor(claims);
}
