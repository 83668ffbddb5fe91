import { auth } from '@shared/api/contracts/auth';
import { reply } from '../../base/response';
import { recordLogin, recordRefusedLogin } from '../../core/activity/auth-events';
import { limitByIp, login, needsNewPassword, needsTotp } from '../../core/identity/auth';
import { clientIp } from '../../kit/client-ip';
import { sessionCookies } from '../../kit/cookies';
import { http } from '../../kit/http';

/**
 * POST /api/auth/login — sets the session cookies (DESIGN §4); sign-ins and refusals go to the activity
 * log. With two-factor on, no cookies yet: the answer names the challenge the code step answers
 * (POST /api/auth/login/mfa), and the sign-in is logged there. An invited user's temporary password
 * (the stage's first admin, functions/ops/first-admin.ts) answers `newPasswordRequired`: the same call
 * again with `newPassword` sets it and signs in.
 */
export const handler = http(auth.login, async ({ body, event }) => {
  const ip = clientIp(event);
  await limitByIp('login', ip);
  try {
    const outcome = await login(body.email, body.password, body.newPassword);
    if (needsTotp(outcome)) return reply(200, { mfaRequired: true as const, challengeId: outcome.challengeId });
    if (needsNewPassword(outcome)) return reply(200, { newPasswordRequired: true as const });
    const { user, tokens, sessionSecondsLeft } = outcome;
    await recordLogin(user, ip);
    return reply(
      200,
      { user },
      { cookies: sessionCookies(tokens.idToken, tokens.refreshToken, tokens.expiresIn, sessionSecondsLeft) },
    );
  } catch (err) {
    await recordRefusedLogin(body.email, ip, err);
    throw err;
  }
});
