import type { PAYMENT_GATEWAYS } from '@shared/enums';
import * as z from 'zod';
import { config } from '../../base/env';
import { ConflictError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { GATEWAY_SETTINGS_TYPE, readGatewaySettings } from './gateway-settings';

type Gateway = (typeof PAYMENT_GATEWAYS)[number];

/** The stored keys billing reads (either gateway's): one missing or not text reads as '', not configured. */
const key = z.string().catch('');
const storedKeys = z.object({
  keyId: key,
  keySecret: key,
  secretKey: key,
  webhookSecret: key,
  previousWebhookSecret: key,
});
const keysOf = async (g: Gateway) => storedKeys.parse((await readGatewaySettings()).settings[g]);

/**
 * The gateway settings billing works with. A subscription stays with the gateway it was made with, so
 * its keys are read whichever gateway is active now; a gateway whose keys were removed cannot be reached,
 * which is a 409 saying so (never a 500).
 */
export async function gatewayKeys(g: 'razorpay'): Promise<{ keyId: string; keySecret: string }>;
export async function gatewayKeys(g: 'stripe'): Promise<{ secretKey: string }>;
export async function gatewayKeys(g: Gateway) {
  const s = await keysOf(g);
  if (g === 'stripe') {
    if (!s.secretKey) throw new ConflictError('Stripe is not configured. Please contact support.');
    return { secretKey: s.secretKey };
  }
  if (!s.keyId || !s.keySecret) throw new ConflictError('Razorpay is not configured. Please contact support.');
  return { keyId: s.keyId, keySecret: s.keySecret };
}

/** The webhook secrets that may have signed an event: the current one and, while rotating, the previous one. */
export async function webhookSecrets(g: Gateway): Promise<string[]> {
  const s = await keysOf(g);
  return [s.webhookSecret, s.previousWebhookSecret].filter(Boolean);
}

/**
 * Where a new subscription goes: the admin's active gateway; with none, the offline test gateway at home
 * (BILLING_TEST_GATEWAY) and nowhere in AWS (null: subscriptions are refused until one is active).
 */
export async function checkoutGateway(): Promise<Gateway | 'test' | null> {
  const { data } = await db
    .platformConfig()
    .get({ type: GATEWAY_SETTINGS_TYPE })
    .go({ attributes: ['activeGateway'] });
  return data?.activeGateway ?? (config('BILLING_TEST_GATEWAY').BILLING_TEST_GATEWAY ? 'test' : null);
}
