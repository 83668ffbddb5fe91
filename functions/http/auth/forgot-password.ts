import { auth } from '@shared/api/contracts/auth';
import { limitByIp } from '../../core/identity/auth';
import { RESET_REQUESTED, requestPasswordReset } from '../../core/identity/password-reset';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';

/**
 * POST /api/auth/password/forgot — Cognito mails a reset code to the account of the address, if there is
 * one; every address gets the same answer in the same time (no account enumeration).
 */
export const handler = http(auth.forgotPassword, async ({ body, event }) => {
  await limitByIp('passwordReset', clientIp(event));
  await requestPasswordReset(body.email);
  return { message: RESET_REQUESTED };
});
