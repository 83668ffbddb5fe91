import { auth } from '@shared/api/contracts/auth';
import { recordPasswordReset } from '../../core/activity/auth-events';
import { limitByIp } from '../../core/identity/auth';
import { PASSWORD_RESET, resetPassword } from '../../core/identity/password-reset';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';

/**
 * POST /api/auth/password/reset — the mailed code sets the new password and ends every session of the
 * user (the activity log records it); the user then signs in. A wrong code (or an address without an account) is the same 400 on `code`.
 */
export const handler = http(auth.resetPassword, async ({ body, event }) => {
  const ip = clientIp(event);
  await limitByIp('passwordReset', ip);
  const user = await resetPassword(body.email, body.code, body.newPassword);
  if (user) await recordPasswordReset(user, ip);
  return { message: PASSWORD_RESET };
});
