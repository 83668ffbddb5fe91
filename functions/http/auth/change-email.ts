import { auth } from '@shared/api/contracts/auth';
import { recordEmailChange } from '../../core/activity/auth-events';
import { limitByIp } from '../../core/identity/auth';
import { changeEmail } from '../../core/identity/email-change';
import { clientIp } from '../../kit/client-ip';
import { readCookie, refreshCookieName } from '../../kit/cookies';
import { http } from '../../kit/http';

/**
 * PUT /api/auth/email — the sign-in email changes at once (the current password asked), and Cognito mails
 * the new address a code; until it is entered the account is unverified again.
 */
export const handler = http(auth.changeEmail, async ({ session, body, event }) => {
  const ip = clientIp(event);
  await limitByIp('emailCode', ip);
  const status = await changeEmail(session, readCookie(event, refreshCookieName()), body);
  await recordEmailChange(session, status.email, ip);
  return status;
});
