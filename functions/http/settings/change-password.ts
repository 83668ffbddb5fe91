import { settings } from '@shared/api/contracts/settings';
import { reply } from '../../base/response';
import { changePassword } from '../../core/identity/settings-password';
import { sessionCookies } from '../../kit/cookies';
import { http } from '../../kit/http';

/**
 * PUT /api/settings/password — every other session of the user ends; this browser gets fresh session
 * cookies (signed in with the new password), as login sets them.
 */
export const handler = http(settings.changePassword, async ({ session, body }) => {
  const { tokens, sessionSecondsLeft } = await changePassword(session, body);
  return reply(
    200,
    { message: 'Password Updated' as const },
    { cookies: sessionCookies(tokens.idToken, tokens.refreshToken, tokens.expiresIn, sessionSecondsLeft) },
  );
});
