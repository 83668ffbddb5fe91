import { settings } from '@shared/api/contracts/settings';
import { regenerateApiKey } from '../../core/api-keys/api-keys';
import { http } from '../../kit/http';

/**
 * POST /api/settings/api-key/regenerate — a new key replacing the old one (which stops working at once).
 * The only response that ever carries the key; it is not logged.
 */
export const handler = http(settings.apiKeyRegenerate, async ({ session, log }) => {
  const result = await regenerateApiKey(session.clientId);
  log.info('api key regenerated', { prefix: result.apiKey.prefix, last4: result.apiKey.last4 });
  return result;
});
