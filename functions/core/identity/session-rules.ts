import type { CLIENT_STATUSES, Role } from '@shared/enums';
import type { SessionClaims } from '../../adapters/identity-verifier';
import { AccountSuspendedError, UnauthorizedError } from '../../base/errors';
import { readAuthState, recordLogout } from '../../db/auth-state';
import type { Session } from './session';

/**
 * The session rules: how long a session lives, what a logout ends, and whose tenant lets them in. The
 * facts they read are the user's auth state item (db/auth-state.ts, one GetItem on the request path);
 * the request path (kit/auth.ts), refresh and logout (auth.ts) and the password change ask here.
 * No ElectroDB: every authenticated function bundles this module.
 */

type TenantStatus = (typeof CLIENT_STATUSES)[number];

/** Settings → Security's default (shared/schemas/identity.ts securitySettingsSchema; a test keeps them equal). */
export const DEFAULT_SESSION_TIMEOUT_HOURS = 24;
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
const NOT_ACTIVE = 'Your account is not active';
const HOUR = 3600;

/** Epoch seconds when a session that started at `startedAt` times out; items older than the setting have none stored. */
export const sessionEndsAt = (startedAt: number, timeoutHours = DEFAULT_SESSION_TIMEOUT_HOURS) =>
  startedAt + timeoutHours * HOUR;

/**
 * Logout ends every session of the user at once: `notBefore` is the second AFTER the logout, because
 * `iat` has whole seconds only, so a token of any device issued within the logout's second is refused
 * too (sign-in re-issues a token that falls in that second, see auth.ts signIn), and the recorded
 * refresh sessions are cleared so no refresh token issued so far mints a new one.
 */
export function endSessions(clientId: string, userId: string, nowSeconds: number): Promise<void> {
  return recordLogout(clientId, userId, nowSeconds + 1);
}

/** A token (or the sign-in a refresh token belongs to) issued before the user's last logout is refused. */
export const endedByLogout = (issuedAt: number, notBefore: number) => issuedAt < notBefore;

/**
 * Who may be let in by their tenant's status: the platform admin always (no tenant), a tenant's users
 * while it is active or on trial. A suspended tenant's users are told so (403); any other status gets
 * `closed`, the caller's 401 message.
 */
export function checkTenantOpen(role: Role, tenantStatus: TenantStatus | undefined, closed: string): void {
  if (role === 'admin' || tenantStatus === 'active' || tenantStatus === 'trial') return;
  if (tenantStatus === 'suspended') throw new AccountSuspendedError();
  throw new UnauthorizedError(closed);
}

/**
 * The request path's session from a verified token, with the user's auth state item in ONE read: a
 * deactivated user, a token issued before the user's last logout or a session older than the user's
 * session timeout is refused at once, and a suspended tenant gets a 403 that says so. Role and tenant
 * come from the stored item, not the token.
 */
export async function sessionOfClaims(claims: SessionClaims): Promise<Session> {
  const state = await readAuthState(claims.clientId, claims.sub, claims);
  if (!state?.isActive) throw new UnauthorizedError(NOT_ACTIVE);
  if (endedByLogout(claims.iat, state.notBefore)) throw new UnauthorizedError(SESSION_ENDED);
  // the session's age counts from its sign-in; a token whose session was not recorded (issued before
  // the record existed) is at least as old as itself
  const startedAt = Math.min(state.sessionStartedAt ?? claims.iat, claims.iat);
  const endsAt = sessionEndsAt(startedAt, state.sessionTimeoutHours);
  if (Date.now() / 1000 >= endsAt) throw new UnauthorizedError(SESSION_ENDED);
  // authorisation reads the stored role, so the suspension check must too: a token claiming 'admin'
  // must not skip it
  checkTenantOpen(state.role, state.tenantStatus, NOT_ACTIVE);
  return {
    userId: state.userId,
    email: state.email,
    role: state.role,
    clientId: state.clientId,
    firstName: state.firstName,
    lastName: state.lastName,
    sessionEndsAt: endsAt,
  };
}
