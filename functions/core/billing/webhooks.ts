import type { Gateway } from '@shared/schemas/admin-config';
import { ConflictError, ValidationError } from '../../base/errors';
import type { Logger } from '../../base/logger';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { linkStripeSubscription } from './checkout';
import { type VerifiedEvent, WebhookSignatureError } from './gateway-types';
import { webhookSecrets } from './keys';
import { alertPaymentFailed } from './payment-failed-alert';
import { recordGatewayStatusChange, recordPlanMissing } from './status-activity';
import { type SyncResult, syncSubscription } from './sync';

/** Gateways retry for up to three days; ids are kept a while longer, then the table's TTL drops them. */
const REMEMBER_SECONDS = 30 * 86_400;
/** A claim this old whose handler never finished (it died) may be taken over by a redelivery. */
const STALE_CLAIM_MS = 60_000;

export type WebhookResult = { received: true; duplicate?: true; ignored?: true };

/**
 * A gateway webhook: verify the signature on the raw body (400, nothing changed, when it fails), claim
 * the event id with a conditional put (a redelivery finds it done: 200, nothing changes; a copy arriving
 * while the first is handled gets 409, so the gateway retries it in case the first fails), then re-read
 * the subscription from the gateway (core/billing/sync.ts). A failure releases the claim and answers 5xx,
 * so the gateway delivers the event again.
 */
export async function receiveWebhook(
  gateway: Gateway,
  rawBody: string,
  headers: Record<string, string | undefined>,
  log: Logger,
): Promise<WebhookResult> {
  const secrets = await webhookSecrets(gateway);
  if (!secrets.length) {
    log.warn('billing webhook refused: no webhook secret is configured', { gateway });
    throw new ValidationError('Webhook secret is not configured', { signature: 'Cannot be verified' });
  }
  let event: VerifiedEvent;
  try {
    event = await verify(gateway, rawBody, headers, secrets);
  } catch (err) {
    if (err instanceof WebhookSignatureError)
      throw new ValidationError('Invalid webhook signature', { signature: err.message });
    throw err;
  }
  const held = await claim(gateway, event);
  if (held === 'done') return { received: true, duplicate: true };
  // another delivery is handling it right now and may yet fail: not a 2xx, so the gateway tries again
  if (held === 'busy') throw new ConflictError('This event is being processed; deliver it again later');
  const events = db.webhookEvent();
  try {
    const ref = await subscriptionOf(gateway, event);
    const synced: SyncResult = ref ? await syncSubscription(gateway, ref, log) : { outcome: 'unknown' };
    const { outcome, change } = synced;
    log.info('billing webhook', { gateway, event: event.id, type: event.type, outcome });
    await events.patch({ gateway, eventId: event.id }).set({ state: 'done' }).go();
    // after 'done': a failure to log is swallowed by recordActivity, and a redelivery is a duplicate
    if (change) await recordGatewayStatusChange(gateway, change);
    if (change) await alertPaymentFailed(change, `payment-failed:${gateway}:${event.id}`, log);
    if (outcome === 'plan-missing' && ref && synced.clientId && synced.planId)
      await recordPlanMissing(gateway, synced.clientId, synced.planId, ref);
    return outcome === 'unknown' || outcome === 'plan-missing' ? { received: true, ignored: true } : { received: true };
  } catch (err) {
    await events.delete({ gateway, eventId: event.id }).go();
    throw err;
  }
}

async function verify(
  gateway: Gateway,
  rawBody: string,
  headers: Record<string, string | undefined>,
  secrets: string[],
): Promise<VerifiedEvent> {
  if (gateway === 'razorpay') {
    const { verifyRazorpayWebhook } = await import('./razorpay');
    return verifyRazorpayWebhook(rawBody, headers, secrets);
  }
  const { verifyStripeWebhook } = await import('./stripe');
  return verifyStripeWebhook(rawBody, headers, secrets);
}

/**
 * 'claimed' when this delivery holds the event now (first arrival, or a takeover of a claim whose handler
 * died); 'done' when it was handled; 'busy' while another delivery is handling it.
 */
async function claim(gateway: Gateway, event: VerifiedEvent): Promise<'claimed' | 'done' | 'busy'> {
  const events = db.webhookEvent();
  const expiresAt = Math.floor(Date.now() / 1000) + REMEMBER_SECONDS;
  try {
    await events.create({ gateway, eventId: event.id, type: event.type, state: 'started', expiresAt }).go();
    return 'claimed';
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
  }
  const { data } = await events.get({ gateway, eventId: event.id }).go();
  if (!data) return 'busy'; // released by a failed delivery this instant: the gateway's retry will claim it
  if (data.state === 'done') return 'done';
  if (Date.now() - Date.parse(data.updatedAt) < STALE_CLAIM_MS) return 'busy';
  try {
    await events
      .patch({ gateway, eventId: event.id })
      .set({ state: 'started' })
      .where(({ updatedAt }, { eq }) => eq(updatedAt, data.updatedAt))
      .go();
    return 'claimed';
  } catch (err) {
    if (isConditionalFailure(err)) return 'busy';
    throw err;
  }
}

/** The subscription an event is about; a completed Stripe Checkout links its new subscription first. */
async function subscriptionOf(gateway: Gateway, event: VerifiedEvent): Promise<string | null> {
  if (gateway === 'stripe' && event.checkoutSessionId) {
    const links = db.billingLink();
    const { data: session } = await links.get({ gateway: 'stripe', ref: event.checkoutSessionId }).go();
    if (session) return (await linkStripeSubscription(session)) ?? event.subscriptionId;
  }
  return event.subscriptionId;
}
