import { settings } from '@shared/api/contracts/settings';
import { readMailAlerts } from '../../core/alerts/settings';
import { http } from '../../kit/http';

/** GET /api/settings/mail-alerts — the business's email alerts (Settings → Notifications); everyone sees them. */
export const handler = http(settings.getMailAlerts, async ({ session }) => readMailAlerts(session.clientId));
