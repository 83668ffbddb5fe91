import { settings } from '@shared/api/contracts/settings';
import { revokeApiKey } from '../../core/api-keys/api-keys';
import { http } from '../../kit/http';

/** DELETE /api/settings/api-key — revokes the tenant's key; the read API refuses it at once. */
export const handler = http(settings.apiKeyRevoke, async ({ session, log }) => {
  const revoked = await revokeApiKey(session.clientId);
  if (revoked) log.info('api key revoked');
  return { revoked };
});
