import { regenerateApiKeyResponse } from '../../../shared/schemas/public-api';
import { regenerateApiKey } from '../../core/api-keys/api-keys';
import { http } from '../../kit/http';

/**
 * POST /api/settings/api-key/regenerate — a new key replacing the old one (which stops working at once).
 * The only response that ever carries the key; it is not logged.
 */
export const handler = http({ auth: 'owner', response: regenerateApiKeyResponse }, async ({ session, log }) => {
  const result = await regenerateApiKey(session.clientId);
  log.info('api key regenerated', { prefix: result.apiKey.prefix, last4: result.apiKey.last4 });
  return result;
});
