import { settings } from '@shared/api/contracts/settings';
import { confirmEnrolment } from '../../core/identity/two-factor';
import { http } from '../../kit/http';

/** POST /api/settings/2fa/confirm — a code from the app turns two-factor on; answers the recovery codes (shown once). */
export const handler = http(settings.twoFactorConfirm, async ({ session, body }) =>
  confirmEnrolment(session, body.code),
);
