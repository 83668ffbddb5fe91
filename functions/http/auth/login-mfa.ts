import { auth } from '@shared/api/contracts/auth';
import { reply } from '../../base/response';
import { recordLogin, recordRefusedLogin } from '../../core/activity/auth-events';
import { limitByIp } from '../../core/identity/auth';
import { answerChallenge } from '../../core/identity/login-challenge';
import { clientIp } from '../../kit/client-ip';
import { sessionCookies } from '../../kit/cookies';
import { http } from '../../kit/http';

/**
 * POST /api/auth/login/mfa — the second step of a sign-in with two-factor on: the TOTP code or a
 * recovery code for the challenge login answered. Sets the same cookies as login; a wrong or replayed
 * code is a 401 (and a failed login on the lockout), recorded in the activity log like a refused
 * password. Shares login's per-IP budget.
 */
export const handler = http(auth.loginMfa, async ({ body, event }) => {
  const ip = clientIp(event);
  await limitByIp('login', ip);
  const answer = body.code !== undefined ? { code: body.code } : { recoveryCode: body.recoveryCode as string };
  const { user, tokens, sessionSecondsLeft, recoveryCodesLeft } = await answerChallenge(
    body.challengeId,
    answer,
    (email, err) => recordRefusedLogin(email, ip, err),
  );
  await recordLogin(user, ip);
  return reply(
    200,
    { user, ...(recoveryCodesLeft === undefined ? {} : { recoveryCodesLeft }) },
    { cookies: sessionCookies(tokens.idToken, tokens.refreshToken, tokens.expiresIn, sessionSecondsLeft) },
  );
});
