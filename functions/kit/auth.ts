import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LEVEL_ROLES, type RoleLevel } from '../../shared/access';
import type { Role } from '../../shared/enums';
import { verifySessionToken } from '../adapters/identity-verifier';
import { db } from '../db/service';
import { readCookie, sessionCookieName } from './cookies';
import { ForbiddenError, UnauthorizedError } from './errors';
import { verifyVisitorToken } from './visitor-token';

/**
 * Auth levels (DESIGN §3). `public` needs nothing; `visitor` needs a widget token; the rest need a
 * session cookie whose role is in the level's list. Tenant levels also need an active user and tenant.
 */
export type AuthLevel = 'public' | 'visitor' | RoleLevel;

/** The web app reads the same table to show each role only what it may open (shared/access.ts). */
export { LEVEL_ROLES };

export interface Session {
  userId: string;
  email: string;
  role: Role;
  clientId: string;
  firstName: string;
  lastName: string;
}

export interface VisitorSession {
  clientId: string;
  visitorId: string;
  conversationId?: string;
}

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
 * Verifies the cookie's token, then the stored user: a deactivated user or a token issued before the
 * user's last logout (notBefore) is refused at once. A suspended tenant gets a 403 that says so.
 */
export async function sessionFromCookie(event: APIGatewayProxyEventV2): Promise<Session | null> {
  const token = readCookie(event, sessionCookieName());
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) throw new UnauthorizedError('Your session has expired. Please log in again.');
  const [{ data: user }, { data: client }, { data: revoked }] = await Promise.all([
    db().entities.user.get({ clientId: claims.clientId, id: claims.sub }).go(),
    claims.role === 'admin'
      ? Promise.resolve({ data: null })
      : db().entities.client.get({ clientId: claims.clientId }).go(),
    db().entities.revokedToken.get({ jti: claims.jti }).go(),
  ]);
  if (!user?.isActive) throw new UnauthorizedError('Your account is not active');
  // notBefore ends every session of the user issued before the last logout; the revoked jti catches a
  // token issued within that same second
  if ((user.notBefore ?? 0) > claims.iat || revoked)
    throw new UnauthorizedError('Your session has ended. Please log in again.');
  if (claims.role !== 'admin') {
    if (!client) throw new UnauthorizedError('Your account is not active');
    if (client.status === 'suspended') {
      throw new ForbiddenError('Your organisation’s account is suspended. Please contact support.');
    }
  }
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    clientId: user.clientId,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}
