import { auth } from '@shared/api/contracts/auth';
import { reply } from '../../base/response';
import { recordSignup } from '../../core/activity/auth-events';
import { limitByIp, login, needsNewPassword, needsTotp } from '../../core/identity/auth';
import { mailFirstCode } from '../../core/identity/email-verification';
import { createTenant } from '../../core/tenants/tenancy';
import { clientIp } from '../../kit/client-ip';
import { sessionCookies } from '../../kit/cookies';
import { http } from '../../kit/http';

/**
 * POST /api/auth/register — a new tenant with its owner, signed in at once (email not yet verified: Cognito
 * mails a code); the sign-up is in the activity log.
 */
export const handler = http(auth.register, async ({ body, event }) => {
  const ip = clientIp(event);
  await limitByIp('register', ip);
  await createTenant(body);
  const outcome = await login(body.email, body.password);
  // a user created a moment ago has no second factor to ask for
  if (needsTotp(outcome) || needsNewPassword(outcome))
    throw new Error('a new account answered with a two-factor or new-password challenge');
  const { user, tokens, sessionSecondsLeft } = outcome;
  await recordSignup(user, body.companyName, ip);
  // the account works at once; Cognito mails the code that proves the address (the app's banner asks for it)
  await mailFirstCode(user.email, tokens.accessToken);
  return reply(
    201,
    { user },
    { cookies: sessionCookies(tokens.idToken, tokens.refreshToken, tokens.expiresIn, sessionSecondsLeft) },
  );
});
