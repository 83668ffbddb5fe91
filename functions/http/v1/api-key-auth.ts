import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { tenantOfApiKey } from '../../core/api-keys/api-keys';
import { limitByIp } from '../../core/limits/ip-limit';
import { clientIp } from '../../kit/client-ip';

/**
 * The read API's caller check, before anything else is read: the per-IP budget first (so guessing keys
 * costs the guesser, not the table), then the key. Returns the tenant the key belongs to.
 */
export async function apiKeyTenant(event: APIGatewayProxyEventV2): Promise<string> {
  await limitByIp('publicApi', clientIp(event));
  return tenantOfApiKey(event);
}
