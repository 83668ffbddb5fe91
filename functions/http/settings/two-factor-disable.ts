import { settings } from '@shared/api/contracts/settings';
import { disableTwoFactor } from '../../core/identity/two-factor';
import { http } from '../../kit/http';

/** POST /api/settings/2fa/disable — the current password and a current code turn two-factor off. */
export const handler = http(settings.twoFactorDisable, async ({ session, body }) => disableTwoFactor(session, body));
