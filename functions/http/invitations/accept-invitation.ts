import { invitations } from '@shared/api/contracts/invitations';
import { reply } from '../../base/response';
import { recordLogin } from '../../core/activity/auth-events';
import { login, needsNewPassword, needsTotp } from '../../core/identity/auth';
import { limitByIp } from '../../core/limits/ip-limit';
import { acceptInvitation } from '../../core/tenants/invitations';
import { clientIp } from '../../kit/client-ip';
import { sessionCookies } from '../../kit/cookies';
import { http } from '../../kit/http';

/**
 * POST /api/invitations/accept `{token, password, confirmPassword}` — the invited agent sets their own
 * password (once; 409 with the reason for a used, expired or withdrawn link) and is signed in.
 */
export const handler = http(invitations.acceptInvitation, async ({ body, event }) => {
  const ip = clientIp(event);
  await limitByIp('invitation', ip);
  const { email } = await acceptInvitation(body.token, body.password);
  const outcome = await login(email, body.password);
  // an agent who just chose their password has no second factor and no temporary password
  if (needsTotp(outcome) || needsNewPassword(outcome))
    throw new Error('a just-accepted invitation answered with a two-factor or new-password challenge');
  const { user, tokens, sessionSecondsLeft } = outcome;
  await recordLogin(user, ip);
  return reply(
    200,
    { user },
    { cookies: sessionCookies(tokens.idToken, tokens.refreshToken, tokens.expiresIn, sessionSecondsLeft) },
  );
});
