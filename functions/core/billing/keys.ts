import type { Gateway } from '../../../shared/schemas/admin-config';
import { db } from '../../db/service';
import { ConflictError } from '../../kit/errors';
import { gatewaySecrets } from '../admin/gateways';

/**
 * The gateway settings billing works with. A subscription stays with the gateway it was made with, so
 * its keys are read whichever gateway is active now; a gateway whose keys were removed cannot be reached,
 * which is a 409 saying so (never a 500).
 */
export async function gatewayKeys<G extends Gateway>(g: G) {
  const secrets = await gatewaySecrets();
  const settings = secrets[g];
  const missing = g === 'stripe' ? !secrets.stripe.secretKey : !secrets.razorpay.keyId || !secrets.razorpay.keySecret;
  if (missing)
    throw new ConflictError(`${g === 'stripe' ? 'Stripe' : 'Razorpay'} is not configured. Please contact support.`);
  return settings as (typeof secrets)[G];
}

/** The webhook secrets that may have signed an event: the current one and, while rotating, the previous one. */
export async function webhookSecrets(g: Gateway): Promise<string[]> {
  const settings = (await gatewaySecrets())[g];
  return [settings.webhookSecret, settings.previousWebhookSecret].filter((s): s is string => Boolean(s));
}

/** Where a new subscription goes: the admin's active gateway, else the offline test gateway. */
export async function checkoutGateway(): Promise<Gateway | 'test'> {
  const { data } = await db()
    .entities.platformConfig.get({ type: 'payment-gateways' })
    .go({ attributes: ['activeGateway'] });
  return data?.activeGateway ?? 'test';
}
