import { settings } from '@shared/api/contracts/settings';
import { startEnrolment } from '../../core/identity/two-factor';
import { http } from '../../kit/http';

/** POST /api/settings/2fa/setup — the current password again; answers a new TOTP secret and its otpauth URI (shown once). */
export const handler = http(settings.twoFactorSetup, async ({ session, body }) =>
  startEnrolment(session, body.currentPassword),
);
