import { settings } from '@shared/api/contracts/settings';
import { putNotificationSettings } from '../../core/identity/settings';
import { http } from '../../kit/http';

/** PUT /api/settings/notifications — the whole Notifications form. */
export const handler = http(settings.updateNotificationSettings, async ({ session, body }) =>
  putNotificationSettings(session, body),
);
