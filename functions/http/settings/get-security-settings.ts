import { settings } from '@shared/api/contracts/settings';
import { getSecuritySettings } from '../../core/identity/settings';
import { http } from '../../kit/http';

/** GET /api/settings/security — two-factor state (read only here) and the session timeout. */
export const handler = http(settings.getSecuritySettings, async ({ session }) => getSecuritySettings(session));
