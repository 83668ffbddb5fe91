import { identityExists } from '../../adapters/identity';
import { changeOwnEmail } from '../../adapters/identity-email';
import { ValidationError } from '../../base/errors';
import { updateAuthStates } from '../../db/auth-state';
import * as db from '../../db/table-entities';
import { limitByAddress } from '../limits/ip-limit';
import { accessTokenOf, type EmailStatus } from './email-verification';
import { confirmCurrentPassword } from './password-check';
import type { Session } from './session';

export const SAME_EMAIL = 'This is already your email address';
export const EMAIL_UNAVAILABLE = 'This address cannot be used. Choose another one.';
export const WRONG_PASSWORD = 'The password is not correct';

/**
 * Settings → Profile → Change email (issue 31). The email is the sign-in name, so the current password is
 * asked (a wrong one counts toward the failed-login lockout, as the password change does). Cognito takes
 * the new address at once, marks it unverified and mails it a code; the web app's banner then asks for
 * that code as after sign-up, and until it is entered the account is unverified (no inviting agents).
 */
export async function changeEmail(
  session: Session,
  refreshToken: string | undefined,
  body: { email: string; password: string },
): Promise<EmailStatus> {
  const email = body.email;
  if (email === session.email.toLowerCase()) throw new ValidationError('Invalid body: email', { email: SAME_EMAIL });
  await confirmCurrentPassword(
    session.email,
    body.password,
    () => new ValidationError('Invalid body: password', { password: WRONG_PASSWORD }),
  );
  // the new address will be mailed a code: its budget, like every route that mails one
  await limitByAddress('emailCode', email);
  if (await identityExists(email)) throw new ValidationError('Invalid body: email', { email: EMAIL_UNAVAILABLE });
  await changeOwnEmail(await accessTokenOf(session, refreshToken), email);
  await db.user().patch({ clientId: session.clientId, id: session.userId }).set({ email }).go();
  // the request path reads the email from the auth state (db/auth-state.ts): keep it in step
  await updateAuthStates(session.clientId, { email }, session.userId);
  return { email, verified: false };
}
