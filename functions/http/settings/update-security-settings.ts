import { settings } from '@shared/api/contracts/settings';
import { putSecuritySettings } from '../../core/identity/settings';
import { http } from '../../kit/http';

/** PUT /api/settings/security — the session timeout (two-factor is enrolled by its own flow, issue 14 part 2). */
export const handler = http(settings.updateSecuritySettings, async ({ session, body }) =>
  putSecuritySettings(session, body),
);
