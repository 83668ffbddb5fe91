import { auth } from '@shared/api/contracts/auth';
import { reply } from '../../base/response';
import { logout } from '../../core/identity/auth';
import { clearedCookies, readCookie, refreshCookieName, sessionCookieName } from '../../kit/cookies';
import { http } from '../../kit/http';

/** POST /api/auth/logout — revokes the session at once, not only when the token expires. */
export const handler = http(auth.logout, async ({ event }) => {
  await logout(readCookie(event, sessionCookieName()), readCookie(event, refreshCookieName()));
  return reply(204, undefined, { cookies: clearedCookies() });
});
