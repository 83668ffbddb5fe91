import { settings } from '@shared/api/contracts/settings';
import { apiKeyStatus } from '../../core/api-keys/api-keys';
import { http } from '../../kit/http';

/** GET /api/settings/api-key — whether the tenant has a key, its prefix, last 4 and dates; never the key. */
export const handler = http(settings.apiKeyGet, async ({ session }) => ({
  apiKey: await apiKeyStatus(session.clientId),
}));
