import { settings } from '@shared/api/contracts/settings';
import { writeMailAlerts } from '../../core/alerts/settings';
import { http } from '../../kit/http';

/** PUT /api/settings/mail-alerts — the whole Email alerts form; the owner decides what the team is mailed. */
export const handler = http(settings.updateMailAlerts, async ({ session, body }) =>
  writeMailAlerts(session.clientId, body),
);
