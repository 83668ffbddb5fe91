import { notificationSettingsForm } from '../../../shared/schemas/settings';
import { getNotificationSettings } from '../../core/identity/settings';
import { http } from '../../kit/http';

/** GET /api/settings/notifications — the signed-in user's own toggles. */
export const handler = http({ auth: 'customer', response: notificationSettingsForm }, async ({ session }) =>
  getNotificationSettings(session),
);
