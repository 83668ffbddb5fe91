import { InvalidCredentialsError, isTotpChallenge, passwordAuth, revokeRefreshToken } from '../../adapters/identity';
import { clearFailures, releaseAttempt, reserveAttempt } from '../limits/rate-limit';
import { LOGIN_LOCKOUT, loginFailKey, TOO_MANY_FAILURES } from './auth';

/**
 * A signed-in user's current password, asked again before a change of the sign-in itself (the password,
 * the email): checked with Cognito the way login checks it, and a wrong one counts toward the same
 * lockout as a failed login, so no such form is a way round it. `wrong` is the form's own 400.
 */
export async function confirmCurrentPassword(email: string, password: string, wrong: () => Error): Promise<void> {
  const failKey = loginFailKey(email);
  await reserveAttempt(failKey, LOGIN_LOCKOUT.failures, LOGIN_LOCKOUT.windowSeconds, TOO_MANY_FAILURES);
  let checked: Awaited<ReturnType<typeof passwordAuth>>;
  try {
    checked = await passwordAuth(email, password);
  } catch (err) {
    if (err instanceof InvalidCredentialsError) throw wrong();
    await releaseAttempt(failKey);
    throw err;
  }
  await clearFailures(failKey);
  // the check signed in once more: give that refresh token back, it is no session of anyone's (with
  // two-factor on it stopped at the code challenge, which simply expires)
  if (!isTotpChallenge(checked) && checked.refreshToken) await revokeRefreshToken(checked.refreshToken);
}
