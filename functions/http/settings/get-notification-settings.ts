import { settings } from '@shared/api/contracts/settings';
import { getNotificationSettings } from '../../core/identity/settings';
import { http } from '../../kit/http';

/** GET /api/settings/notifications — the signed-in user's own toggles. */
export const handler = http(settings.getNotificationSettings, async ({ session }) => getNotificationSettings(session));
