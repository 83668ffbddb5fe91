import { createHash } from 'node:crypto';
import type { CLIENT_STATUSES } from '@shared/enums';
import type { SessionUser } from '@shared/schemas/identity';
import {
  InvalidCredentialsError,
  isNewPasswordChallenge,
  isTotpChallenge,
  passwordAuth,
  passwordSignIn,
  refreshAuth,
  revokeRefreshToken,
  setFirstPassword,
  type Tokens,
} from '../../adapters/identity';
import { type SessionClaims, verifySessionToken } from '../../adapters/identity-verifier';
import { ForbiddenError, UnauthorizedError } from '../../base/errors';
import { rootLogger } from '../../base/logger';
import { readSessionStart, recordLogin, recordRefresh } from '../../db/auth-state';
import * as db from '../../db/table-entities';
import { clearFailures, releaseAttempt, reserveAttempt } from '../limits/rate-limit';
import { checkTenantOpen, endedByLogout, endSessions, SESSION_ENDED, sessionEndsAt } from './session-rules';
import { readUserSettings } from './settings';
import { createChallenge } from './two-factor-store';

type TenantStatus = (typeof CLIENT_STATUSES)[number];

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const DEACTIVATED = 'Your account has been deactivated. Ask your business owner to reactivate it.';
/**
 * The failed-login lockout: login() and the Settings password change (core/identity/settings-password.ts) count
 * on the same key, so a wrong current password there is one more failed login and neither is a way round.
 */
export const LOGIN_LOCKOUT = { failures: 5, windowSeconds: 15 * 60 };
export const TOO_MANY_FAILURES = 'Too many failed login attempts. Please wait 15 minutes and try again.';
export const loginFailKey = (email: string) => `login-fail:${email}`;

export { IP_BUDGETS, limitByIp } from '../limits/ip-limit';

export interface AuthResult {
  user: SessionUser;
  /** `expiresIn` never reaches past the end of the session (the user's session timeout). */
  tokens: Tokens;
  /** Seconds until the session's timeout: the refresh cookie lives no longer. */
  sessionSecondsLeft: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The cookies and the token's lifetime end with the session, whichever comes first. */
const bounded = (tokens: Tokens, sessionSecondsLeft: number): Tokens => ({
  ...tokens,
  expiresIn: Math.max(0, Math.min(tokens.expiresIn, sessionSecondsLeft)),
});

/** A sign-in whose password was right and that now needs the user's TOTP code (core/identity/login-challenge.ts). */
export interface TotpRequired {
  mfaRequired: true;
  challengeId: string;
}
/** An invited user (the stage's first admin) signed in with the temporary password: login again with a new one. */
export interface NewPasswordRequired {
  newPasswordRequired: true;
}
export type LoginOutcome = AuthResult | TotpRequired | NewPasswordRequired;
export const needsTotp = (o: LoginOutcome): o is TotpRequired => 'mfaRequired' in o;
export const needsNewPassword = (o: LoginOutcome): o is NewPasswordRequired => 'newPasswordRequired' in o;

/**
 * Wrong email and wrong password look the same to the caller (no account enumeration). A user with
 * two-factor on gets a challenge id instead of a session; the code step (answerChallenge) finishes the
 * sign-in through signIn() below.
 */
export async function login(email: string, password: string, newPassword?: string): Promise<LoginOutcome> {
  const failKey = loginFailKey(email);
  // the attempt is counted before the password is checked, so parallel guesses cannot outrun the limit
  await reserveAttempt(failKey, LOGIN_LOCKOUT.failures, LOGIN_LOCKOUT.windowSeconds, TOO_MANY_FAILURES);
  const checkPassword = async () => {
    try {
      return await passwordSignIn(email, password);
    } catch (err) {
      if (err instanceof InvalidCredentialsError) throw new UnauthorizedError(INVALID_CREDENTIALS);
      // not a wrong password (Cognito unreachable, …): the attempt does not count
      await releaseAttempt(failKey);
      throw err;
    }
  };
  const first = await checkPassword();
  // the attempt stays counted until the code is right too: a known password buys no more code guesses
  // than the lockout allows (each wrong code counts one more)
  if (isTotpChallenge(first)) return { mfaRequired: true, challengeId: await startChallenge(email, first.session) };
  if (isNewPasswordChallenge(first)) {
    if (!newPassword) {
      // the temporary password was right (Cognito checks it before this challenge): not a failure.
      // cognito-local 5.3 does not check it (it asks any FORCE_CHANGE_PASSWORD user for a new password),
      // so at home an invited user who has not signed in yet is only as safe as its loopback port
      await releaseAttempt(failKey);
      return { newPasswordRequired: true };
    }
    const tokens = await setFirstPassword(email, first.session, newPassword).catch((err) => {
      if (err instanceof InvalidCredentialsError) throw new UnauthorizedError(INVALID_CREDENTIALS);
      throw err;
    });
    return signIn(failKey, tokens, async () => tokensOnly(await passwordAuth(email, newPassword)));
  }
  return signIn(failKey, first, async () => tokensOnly(await checkPassword()));
}

/** A second sign-in (the logout-second retry of signIn) must not meet a challenge the first did not. */
function tokensOnly(r: Awaited<ReturnType<typeof passwordSignIn>>): Tokens {
  if (isTotpChallenge(r) || isNewPasswordChallenge(r)) throw new UnauthorizedError(INVALID_CREDENTIALS);
  return r;
}

/** The challenge is bound to the user the password proved; the browser gets only its random id. */
async function startChallenge(email: string, session: string): Promise<string> {
  const { data } = await db.user().query.byEmail({ email }).go();
  const user = data[0];
  if (!user) throw new UnauthorizedError(INVALID_CREDENTIALS);
  return createChallenge({ email, clientId: user.clientId, userId: user.id, session });
}

/**
 * The second half of every sign-in, once Cognito has issued tokens (after the password, or after the
 * password and the code): the stored user, the session timeout onto the auth state, the failure streak
 * cleared. `again` signs in afresh when the tokens fall in the second of a logout (see below); the code
 * step has no second code to spend, so it goes without.
 */
export async function signIn(failKey: string, first: Tokens, again?: () => Promise<Tokens>): Promise<AuthResult> {
  let tokens = first;
  for (let attempt = 1; ; attempt++) {
    const claims = await verifySessionToken(tokens.idToken);
    if (!claims) throw new UnauthorizedError(INVALID_CREDENTIALS);
    // the timeout (Settings → Security) goes onto the auth state, where every request's check reads it
    const [user, settings] = await Promise.all([
      userFromClaims(claims),
      readUserSettings({ clientId: claims.clientId, userId: claims.sub }),
    ]);
    if (!user) throw new UnauthorizedError(INVALID_CREDENTIALS);
    const timeoutHours = settings.security.sessionTimeout;
    const { notBefore } = await recordLogin(
      user.clientId,
      user.id,
      user,
      timeoutHours,
      sessionOf(tokens.refreshToken, claims),
    );
    if (claims.iat >= notBefore || !again || attempt === RELOGIN_ATTEMPTS) {
      await clearFailures(failKey);
      if (user.role !== 'admin') await noteTenantSignIn(user.clientId);
      const left = sessionEndsAt(claims.iat, timeoutHours) - nowSeconds();
      return { user: publicUser(user), tokens: bounded(tokens, left), sessionSecondsLeft: left };
    }
    // signed in within the second of a logout: tokens of that second are refused (iat has whole seconds
    // only), so give this one back and sign in again once the second has passed
    if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken);
    await sleep(Math.min(1100, Math.max(50, notBefore * 1000 - Date.now() + 20)));
    tokens = await again();
  }
}

const RELOGIN_ATTEMPTS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The refresh token's fingerprint names its login on the auth state item; the token itself is not stored. */
const fingerprint = (refreshToken: string) =>
  createHash('sha256').update(refreshToken).digest('base64url').slice(0, 22);
const sessionOf = (refreshToken: string | undefined, claims: SessionClaims) =>
  refreshToken ? { fingerprint: fingerprint(refreshToken), startedAt: claims.iat, token: claims } : undefined;

/** The stored user (and, for tenant users, the tenant's status, copied onto the auth state at login). */
async function userFromClaims(
  claims: SessionClaims,
): Promise<(SessionUser & { isActive: true; tenantStatus?: TenantStatus }) | null> {
  // both read at once; the stored role, not the token's claim, decides whether the tenant matters
  const [{ data }, client] = await Promise.all([
    db.user().get({ clientId: claims.clientId, id: claims.sub }).go(),
    db.client().get({ clientId: claims.clientId }).go(),
  ]);
  // an invited agent signs in only once they have set their password from the invitation (its accept
  // clears `invited`): a password got any other way is refused like a wrong one
  if (!data || data.invited) return null;
  // the password was right: say why the door is shut rather than "invalid email or password"
  if (!data.isActive) throw new ForbiddenError(DEACTIVATED);
  if (data.role !== 'admin' && !client.data) return null;
  return {
    id: data.id,
    email: data.email,
    role: data.role,
    firstName: data.firstName,
    lastName: data.lastName,
    clientId: data.clientId,
    isActive: true,
    tenantStatus: data.role === 'admin' ? undefined : client.data?.status,
  };
}

/**
 * The admin's Clients screen shows when a tenant was last seen: the last sign-in of any of its users.
 * One UpdateItem per sign-in; a failure here never fails the sign-in that already succeeded.
 */
async function noteTenantSignIn(clientId: string): Promise<void> {
  try {
    await db.client().patch({ clientId }).set({ lastActivityAt: new Date().toISOString() }).go();
  } catch (err) {
    rootLogger.warn('last activity not recorded', { clientId, error: String(err) });
  }
}

const publicUser = ({
  isActive: _a,
  tenantStatus: _t,
  ...user
}: SessionUser & { isActive?: boolean; tenantStatus?: TenantStatus }): SessionUser => user;

/**
 * A new session cookie from a refresh token, but only for a login made after the user's last logout
 * (logout clears the user's sessions, so a refresh cookie of any other device stops working too) and
 * no longer ago than the user's session timeout: it counts from the sign-in, so refreshing never
 * extends a session. The new token is recorded as part of that session, for the request path's check.
 */
export async function refresh(refreshToken: string | undefined): Promise<AuthResult> {
  if (!refreshToken) throw new UnauthorizedError('No refresh token');
  let tokens: Tokens;
  try {
    tokens = await refreshAuth(refreshToken);
  } catch (err) {
    if (err instanceof InvalidCredentialsError) throw new UnauthorizedError(SESSION_ENDED);
    throw err;
  }
  const claims = await verifySessionToken(tokens.idToken);
  if (!claims) throw new UnauthorizedError(SESSION_ENDED);
  const started = await readSessionStart(claims.clientId, claims.sub, fingerprint(refreshToken));
  if (started?.startedAt === undefined || endedByLogout(started.startedAt, started.notBefore))
    throw new UnauthorizedError(SESSION_ENDED);
  const now = nowSeconds();
  const left = sessionEndsAt(started.startedAt, started.timeoutHours) - now;
  if (left <= 0) throw new UnauthorizedError(SESSION_ENDED);
  // a deactivated user's refresh simply ends the session (the web app then shows the login page)
  const user = await userFromClaims(claims).catch((err) => {
    if (err instanceof ForbiddenError) return null;
    throw err;
  });
  if (!user) throw new UnauthorizedError(SESSION_ENDED);
  // as the request path: a suspended tenant's users get no new cookie, and are told why
  checkTenantOpen(user.role, user.tenantStatus, SESSION_ENDED);
  if (!(await recordRefresh(claims.clientId, claims.sub, claims, started.startedAt, started.tokenKeys, now)))
    throw new UnauthorizedError(SESSION_ENDED);
  return { user: publicUser(user), tokens: bounded(tokens, left), sessionSecondsLeft: left };
}

/**
 * Logout revokes the refresh token it was sent and ends every session of the user at once (DESIGN §4):
 * every session token issued so far, this one included, and every other device's refresh token.
 */
export async function logout(sessionToken: string | undefined, refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await revokeRefreshToken(refreshToken);
  const claims = sessionToken ? await verifySessionToken(sessionToken) : null;
  if (!claims) return;
  await endSessions(claims.clientId, claims.sub, nowSeconds());
}
