import { securitySettingsResponse } from '../../../shared/schemas/settings';
import { getSecuritySettings } from '../../core/identity/settings';
import { http } from '../../kit/http';

/** GET /api/settings/security — two-factor state (read only here) and the session timeout. */
export const handler = http({ auth: 'customer', response: securitySettingsResponse }, async ({ session }) =>
  getSecuritySettings(session),
);
