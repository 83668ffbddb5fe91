import { findIdentity, InvalidCredentialsError, refreshAuth } from '../../adapters/identity';
import { InvalidCodeError, sendEmailCode, verifyEmailCode } from '../../adapters/identity-email';
import { verifySessionToken } from '../../adapters/identity-verifier';
import { EmailUnverifiedError, UnauthorizedError, ValidationError } from '../../base/errors';
import { rootLogger } from '../../base/logger';
import { limitByAddress } from '../limits/ip-limit';
import type { Session } from './session';
import { SESSION_ENDED } from './session-rules';

/**
 * A signed-in user proves their email address with the code Cognito mails (issue 31): sign-up creates the
 * owner unverified (the account works at once; the web app shows a banner until verified), the banner
 * resends and confirms. Cognito holds the truth (email_verified): read with AdminGetUser, changed by
 * Cognito's own GetUserAttributeVerificationCode / VerifyUserAttribute with the user's access token.
 */
export const WRONG_CODE = 'The code is wrong or has expired. Ask for a new one.';

export interface EmailStatus {
  email: string;
  verified: boolean;
}

export async function emailStatus(session: Session): Promise<EmailStatus> {
  const identity = await findIdentity(session.email);
  return { email: session.email, verified: identity?.emailVerified ?? false };
}

/**
 * The user's own Cognito calls need their access token, which the app never hands to the browser: the
 * refresh cookie (it rides on /api/auth/*, where these routes live) mints one, and it must be the
 * session's own user's.
 */
export async function accessTokenOf(session: Session, refreshToken: string | undefined): Promise<string> {
  if (!refreshToken) throw new UnauthorizedError(SESSION_ENDED);
  const tokens = await refreshAuth(refreshToken).catch((err) => {
    if (err instanceof InvalidCredentialsError) throw new UnauthorizedError(SESSION_ENDED);
    throw err;
  });
  const claims = await verifySessionToken(tokens.idToken);
  if (!claims || claims.sub !== session.userId || !tokens.accessToken) throw new UnauthorizedError(SESSION_ENDED);
  return tokens.accessToken;
}

/** Cognito mails a new code (the per-address budget first); an address verified already gets none. */
export async function resendEmailCode(session: Session, refreshToken: string | undefined): Promise<EmailStatus> {
  await limitByAddress('emailCode', session.email);
  const status = await emailStatus(session);
  if (status.verified) return status;
  await sendEmailCode(await accessTokenOf(session, refreshToken));
  return status;
}

/** The mailed code marks the address verified; a wrong one is a 400 naming `code` (guesses are budgeted). */
export async function confirmEmail(
  session: Session,
  refreshToken: string | undefined,
  code: string,
): Promise<EmailStatus> {
  await limitByAddress('codeGuess', session.email);
  try {
    await verifyEmailCode(await accessTokenOf(session, refreshToken), code);
  } catch (err) {
    if (err instanceof InvalidCodeError) throw new ValidationError('Invalid body: code', { code: WRONG_CODE });
    throw err;
  }
  return emailStatus(session);
}

/** What only a verified address may do (invite agents): 403 with its own code, naming why and the way out. */
export async function requireVerifiedEmail(session: Session, action: string): Promise<void> {
  const { verified } = await emailStatus(session);
  if (!verified)
    throw new EmailUnverifiedError(
      `Verify your email address before you ${action}: enter the code we sent to ${session.email} (or send a new one from the banner).`,
    );
}

/**
 * Sign-up's first code, with the tokens the new owner was just signed in with. A failure to mail does
 * not undo the sign-up: the banner sends another.
 */
export async function mailFirstCode(email: string, accessToken: string | undefined): Promise<void> {
  try {
    if (!accessToken) throw new Error('the sign-in returned no access token');
    await limitByAddress('emailCode', email);
    await sendEmailCode(accessToken);
  } catch (err) {
    rootLogger.warn('sign-up verification code not sent', { error: String(err) });
  }
}
