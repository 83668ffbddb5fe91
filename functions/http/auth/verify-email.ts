import { auth } from '@shared/api/contracts/auth';
import { confirmEmail } from '../../core/identity/email-verification';
import { readCookie, refreshCookieName } from '../../kit/cookies';
import { http } from '../../kit/http';

/** POST /api/auth/email/verify — the mailed code marks the address verified; a wrong one is a 400 on `code`. */
export const handler = http(auth.verifyEmail, async ({ session, body, event }) =>
  confirmEmail(session, readCookie(event, refreshCookieName()), body.code),
);
