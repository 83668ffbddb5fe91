import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { tenantOfApiKey } from '../core/api-keys/api-keys';
import type { ApiKeyCaller } from '../core/identity/session';
import { limitByIp } from '../core/limits/ip-limit';
import { registerApiKeyVerifier } from './auth';
import { clientIp } from './client-ip';

/**
 * The verifier of the `api-key` level (the read API, docs/api.md), before anything else is read: the
 * per-IP budget first (so guessing keys costs the guesser, not the table), then the key. The caller is
 * the tenant the key belongs to; a caller without a valid key learns nothing, not even which query
 * parameters exist (the kit validates the query after this). Registered with kit/auth.ts on import:
 * an api-key route imports this module.
 */
export async function apiKeyCaller(event: APIGatewayProxyEventV2): Promise<ApiKeyCaller> {
  await limitByIp('publicApi', clientIp(event));
  return { clientId: await tenantOfApiKey(event) };
}

registerApiKeyVerifier(apiKeyCaller);

/**
 * The level for `http({ auth: API_KEY, … })`: naming it imports this module, which is what puts the key
 * check (and ElectroDB) into the read API's bundles and no others.
 */
export const API_KEY = 'api-key' as const;
