import { auth } from '@shared/api/contracts/auth';
import { limitByIp } from '../../core/identity/auth';
import { resendEmailCode } from '../../core/identity/email-verification';
import { clientIp } from '../../kit/client-ip';
import { readCookie, refreshCookieName } from '../../kit/cookies';
import { http } from '../../kit/http';

/** POST /api/auth/email/code — Cognito mails the user a new verification code (per-IP and per-address budgets). */
export const handler = http(auth.sendEmailCode, async ({ session, event }) => {
  await limitByIp('emailCode', clientIp(event));
  return resendEmailCode(session, readCookie(event, refreshCookieName()));
});
