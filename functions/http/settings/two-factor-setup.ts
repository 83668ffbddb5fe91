import { twoFactorSetupResponse, twoFactorSetupSchema } from '../../../shared/schemas/two-factor';
import { startEnrolment } from '../../core/identity/two-factor';
import { http } from '../../kit/http';

/** POST /api/settings/2fa/setup — the current password again; answers a new TOTP secret and its otpauth URI (shown once). */
export const handler = http(
  { auth: 'customer', body: twoFactorSetupSchema, response: twoFactorSetupResponse },
  async ({ session, body }) => startEnrolment(session, body.currentPassword),
);
