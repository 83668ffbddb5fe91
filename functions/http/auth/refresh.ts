import { auth } from '@shared/api/contracts/auth';
import { reply } from '../../base/response';
import { refresh } from '../../core/identity/auth';
import { readCookie, refreshCookieName, sessionCookies } from '../../kit/cookies';
import { http } from '../../kit/http';

/** POST /api/auth/refresh — a new session cookie from the refresh cookie. */
export const handler = http(auth.refresh, async ({ event }) => {
  const { user, tokens } = await refresh(readCookie(event, refreshCookieName()));
  return reply(200, { user }, { cookies: sessionCookies(tokens.idToken, undefined, tokens.expiresIn) });
});
