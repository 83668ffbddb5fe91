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
 * an api-key route (its contract's level, shared/api/routes/v1.ts) imports this module for its effect.
 */
export async function apiKeyCaller(event: APIGatewayProxyEventV2): Promise<ApiKeyCaller> {
  await limitByIp('publicApi', clientIp(event));
  return { clientId: await tenantOfApiKey(event) };
}

registerApiKeyVerifier(apiKeyCaller);
