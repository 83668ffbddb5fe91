import { PASSWORD_UPDATE_FAILED } from '@shared/schemas/settings';
import {
  INVALID_TOTP_CODE,
  TOTP_CODE_USED,
  TWO_FACTOR_ALREADY_ON,
  type TwoFactorConfirmed,
  type TwoFactorSetup,
} from '@shared/schemas/two-factor';
import {
  InvalidCredentialsError,
  isTotpChallenge,
  passwordAuth,
  revokeRefreshToken,
  type Tokens,
} from '../../adapters/identity';
import {
  associateSoftwareToken,
  InvalidCodeError,
  respondToTotpChallenge,
  setSoftwareTokenMfa,
  verifySoftwareToken,
} from '../../adapters/identity-mfa';
import { decryptSecret, encryptSecret } from '../../adapters/secrets';
import { ConflictError, ValidationError } from '../../base/errors';
import { clearFailures, releaseAttempt, reserveAttempt } from '../limits/rate-limit';
import { LOGIN_LOCKOUT, loginFailKey, TOO_MANY_FAILURES } from './auth';
import type { Session } from './session';
import { writeUserSettings } from './settings';
import { otpauthUri } from './totp';
import {
  claimTotpCode,
  deleteEnrolment,
  deleteTwoFactor,
  newRecoveryCodes,
  readEnrolment,
  replaceRecoveryCodes,
  saveEnrolment,
  saveTwoFactor,
  twoFactorContext,
} from './two-factor-store';

/**
 * Settings → Security → Two-factor (issue 14): enrolment through Cognito's software-token MFA, at home
 * (cognito-local) and in AWS alike. A wrong password here counts on the login lockout, as the password
 * change does. Wrong codes are 400s naming `code`: the user is signed in and only the field is wrong (a
 * 401 would make the web app treat the session as over).
 */

/** The current password, checked like a login; a TOTP challenge back means it was right and 2FA is on. */
async function checkPassword(session: Session, password: string) {
  const failKey = loginFailKey(session.email);
  await reserveAttempt(failKey, LOGIN_LOCKOUT.failures, LOGIN_LOCKOUT.windowSeconds, TOO_MANY_FAILURES);
  try {
    return { failKey, checked: await passwordAuth(session.email, password) };
  } catch (err) {
    if (err instanceof InvalidCredentialsError)
      throw new ValidationError('Wrong password', { currentPassword: PASSWORD_UPDATE_FAILED });
    await releaseAttempt(failKey);
    throw err;
  }
}

const setEnabled = (session: Session, twoFactorEnabled: boolean) =>
  writeUserSettings(session, (cur) => ({ ...cur, security: { ...cur.security, twoFactorEnabled } }));

/** A new secret for the user's authenticator app; nothing changes for sign-in until it is confirmed. */
export async function startEnrolment(session: Session, currentPassword: string): Promise<TwoFactorSetup> {
  const { failKey, checked } = await checkPassword(session, currentPassword);
  await clearFailures(failKey);
  if (isTotpChallenge(checked)) throw new ConflictError(TWO_FACTOR_ALREADY_ON);
  if (!checked.accessToken) throw new Error('Cognito returned no access token');
  const secret = await associateSoftwareToken(checked.accessToken);
  // the tokens wait server-side for the confirmation (revoking the refresh token now would revoke the
  // access token with it in AWS); the browser gets the secret only
  const tokens = JSON.stringify({ accessToken: checked.accessToken, refreshToken: checked.refreshToken });
  const context = twoFactorContext(session);
  await saveEnrolment(session, {
    tokens: await encryptSecret(tokens, context),
    secret: await encryptSecret(secret, context),
  });
  return { secret, otpauthUri: otpauthUri(session.email, secret) };
}

/** The code proves the app has the secret: two-factor goes on, and the ten recovery codes are answered once. */
export async function confirmEnrolment(session: Session, code: string): Promise<TwoFactorConfirmed> {
  const pending = await readEnrolment(session);
  if (!pending)
    throw new ValidationError('Two-factor set-up expired', { code: 'The set-up has expired. Start again.' });
  if (!(await claimTotpCode(session, code))) throw new ValidationError('Code already used', { code: TOTP_CODE_USED });
  const { accessToken, refreshToken } = JSON.parse(
    await decryptSecret(pending.tokens, twoFactorContext(session)),
  ) as Pick<Tokens, 'accessToken' | 'refreshToken'>;
  if (!accessToken) throw new Error('enrolment without an access token');
  try {
    await verifySoftwareToken(accessToken, code);
  } catch (err) {
    if (err instanceof InvalidCodeError) throw new ValidationError('Invalid code', { code: INVALID_TOTP_CODE });
    throw err;
  }
  await setSoftwareTokenMfa(accessToken, true);
  const recoveryCodes = newRecoveryCodes();
  await saveTwoFactor(session, pending.secret);
  await replaceRecoveryCodes(session, recoveryCodes);
  await setEnabled(session, true);
  await deleteEnrolment(session);
  if (refreshToken) await revokeRefreshToken(refreshToken);
  return { twoFactorEnabled: true, recoveryCodes };
}

/** Off again: the password and a current code (the same two proofs a sign-in wants). */
export async function disableTwoFactor(session: Session, body: { currentPassword: string; code: string }) {
  const { failKey, checked } = await checkPassword(session, body.currentPassword);
  let tokens: Tokens = checked as Tokens;
  if (isTotpChallenge(checked)) {
    // a wrong or replayed code leaves the reserved attempt counted, like a wrong code at sign-in
    if (!(await claimTotpCode(session, body.code)))
      throw new ValidationError('Code already used', { code: TOTP_CODE_USED });
    try {
      tokens = await respondToTotpChallenge(session.email, checked.session, body.code);
    } catch (err) {
      if (err instanceof InvalidCodeError) throw new ValidationError('Invalid code', { code: INVALID_TOTP_CODE });
      throw err;
    }
  }
  // (no challenge: Cognito had no factor on for this user; ours is switched off to match)
  await clearFailures(failKey);
  if (tokens.accessToken) await setSoftwareTokenMfa(tokens.accessToken, false);
  if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken);
  await deleteTwoFactor(session);
  await setEnabled(session, false);
  return { twoFactorEnabled: false as const };
}
