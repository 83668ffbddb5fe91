import { notificationSettingsForm } from '../../../shared/schemas/settings';
import { putNotificationSettings } from '../../core/identity/settings';
import { http } from '../../kit/http';

/** PUT /api/settings/notifications — the whole Notifications form. */
export const handler = http(
  { auth: 'customer', body: notificationSettingsForm, response: notificationSettingsForm },
  async ({ session, body }) => putNotificationSettings(session, body),
);
