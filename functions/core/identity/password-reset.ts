import { findIdentity } from '../../adapters/identity';
import {
  InvalidCodeError,
  resetPasswordWithCode,
  sendPasswordResetCode,
  signOutEverywhere,
} from '../../adapters/identity-email';
import { ValidationError } from '../../base/errors';
import { rootLogger } from '../../base/logger';
import * as db from '../../db/table-entities';
import { limitByAddress } from '../limits/ip-limit';
import { clearFailures } from '../limits/rate-limit';
import { loginFailKey } from './auth';
import { WRONG_CODE } from './email-verification';
import { endSessions } from './session-rules';

/**
 * "Forgot password?" (issue 31) through Cognito's own flow: ForgotPassword mails a code, ConfirmForgotPassword
 * sets the new password with it. Nothing here tells whether an address has an account: every address gets
 * the same answer after the same minimum time, and counts against the same per-address budget.
 */
export const RESET_REQUESTED =
  'If an account uses this address, we have emailed it a code. Enter it below with your new password.';
export const PASSWORD_RESET = 'Your password has been changed. Sign in with the new one.';

/**
 * The answer never comes sooner than this: an address without an account would otherwise be answered
 * faster (no code made, no mail handed over). Measured at home (cognito-local and the SES stand-in, load
 * average 6.7 on two cores): 16 ms median, 27 ms at most with an account, 5 ms without; Cognito's own
 * calls in AWS take a few hundred ms at most. The floor leaves room for both.
 */
export const RESET_ANSWER_MS = 700;

export async function requestPasswordReset(email: string): Promise<void> {
  await limitByAddress('passwordReset', email);
  const started = Date.now();
  try {
    if (await mayReset(email)) await sendPasswordResetCode(email);
  } catch (err) {
    // a failure only an existing account could meet must not answer differently: logged, same answer
    rootLogger.error('password reset code not sent', { error: String(err) });
  }
  await sleep(RESET_ANSWER_MS - (Date.now() - started));
}

/**
 * The code and the new password. Afterwards no session of the user survives: the app's own (the logout
 * mechanism, `notBefore` and the refresh sessions on the auth state) and Cognito's refresh tokens
 * (AdminUserGlobalSignOut). The failed-login streak is cleared: the user has just proven the mailbox.
 */
export async function resetPassword(
  email: string,
  code: string,
  newPassword: string,
): Promise<{ id: string; email: string; clientId?: string } | undefined> {
  await limitByAddress('codeGuess', email);
  try {
    // a code mailed before the address became an invited agent's must not bypass the invitation either
    if (!(await mayReset(email))) throw new InvalidCodeError();
    await resetPasswordWithCode(email, code, newPassword);
  } catch (err) {
    if (err instanceof InvalidCodeError) throw new ValidationError('Invalid body: code', { code: WRONG_CODE });
    // the pool's policy is checked by the schema first; should it ever be stricter, say so about the field
    if ((err as Error).name === 'InvalidPasswordException')
      throw new ValidationError('Invalid body: newPassword', { newPassword: (err as Error).message });
    throw err;
  }
  const identity = await findIdentity(email);
  if (identity?.clientId) await endSessions(identity.clientId, identity.sub, Math.floor(Date.now() / 1000));
  await signOutEverywhere(email);
  await clearFailures(loginFailKey(email));
  return identity && { id: identity.sub, email, clientId: identity.clientId };
}

/**
 * Cognito in AWS mails a reset code only to a verified address (InvalidParameterException otherwise);
 * asked first, so home behaves the same (cognito-local would mail any address). An invited agent who has
 * not accepted sets their first password from the invitation link only: a reset code would let them in
 * around it (signed in, yet still `invited`, the invitation left pending).
 */
async function mayReset(email: string): Promise<boolean> {
  const identity = await findIdentity(email);
  if (!identity?.emailVerified) return false;
  if (!identity.clientId) return true; // the platform admin: no tenant user to be invited
  const { data } = await db.user().get({ clientId: identity.clientId, id: identity.sub }).go();
  return !data?.invited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
