import { PASSWORD_UPDATE_FAILED, type PasswordChange } from '@shared/schemas/settings';
import { setIdentityPassword } from '../../adapters/identity';
import { ValidationError } from '../../base/errors';
import { type AuthResult, login, needsNewPassword, needsTotp } from './auth';
import { answerWithKeptSecret } from './login-challenge';
import { confirmCurrentPassword } from './password-check';
import type { Session } from './session';
import { endSessions } from './session-rules';

/**
 * PUT /api/settings/password (spec part 3 §5, issue 14): the current password is checked with Cognito the
 * way login checks it, and a wrong one counts toward the same lockout as a failed login (so this form is
 * no way around it). Then the new password is set, every session of the user ends (the logout mechanism:
 * `notBefore` and the refresh sessions on the auth state), and this browser signs in again with the new
 * password, so only the device that changed it stays signed in.
 */
export async function changePassword(session: Session, body: PasswordChange): Promise<AuthResult> {
  await confirmCurrentPassword(
    session.email,
    body.currentPassword,
    () => new ValidationError('Password Update Failed', { currentPassword: PASSWORD_UPDATE_FAILED }),
  );
  try {
    await setIdentityPassword(session.email, body.newPassword);
  } catch (err) {
    // the pool's policy is checked by the schema first; should it ever be stricter, say so about the field
    if ((err as Error).name === 'InvalidPasswordException') {
      throw new ValidationError('Invalid body: newPassword', { newPassword: (err as Error).message });
    }
    throw err;
  }
  const loggedOutAt = Math.floor(Date.now() / 1000);
  await endSessions(session.clientId, session.userId, loggedOutAt);
  // login waits out the logout's second itself (tokens of that second are refused)
  const outcome = await login(session.email, body.newPassword);
  // the password was just set as permanent: Cognito has no new-password challenge left to ask
  if (needsNewPassword(outcome)) throw new Error('a password change answered with a new-password challenge');
  if (!needsTotp(outcome)) return outcome;
  // with two-factor on, this session was signed in with both factors and the user has just proven the
  // password again: the server answers Cognito's code challenge from the secret it keeps. That sign-in
  // cannot be repeated, so its tokens must come after the logout's second
  await new Promise((r) => setTimeout(r, Math.max(0, (loggedOutAt + 1) * 1000 - Date.now() + 20)));
  return answerWithKeptSecret(outcome.challengeId);
}
