import type { CheckoutStart } from '@shared/schemas/billing';
import { ConflictError, NotFoundError, ValidationError } from '../../base/errors';
import type { Logger } from '../../base/logger';
import { requireAppOrigin } from '../../base/origin';
import * as db from '../../db/table-entities';
import { checkoutGateway, gatewayKeys } from './keys';
import { syncSubscription } from './sync';
import { activateOnTestGateway } from './test-gateway';
import { subscriptionView } from './view';

/**
 * POST /api/billing/create-subscription. The price is the server's plan; the browser names only the
 * plan. The subscription is made at the admin's active gateway (none active: the offline test gateway),
 * and each gateway object made is linked to the tenant (BillingLink) before the browser sees it, so
 * verify-payment, checkout-return and webhooks find the tenant from Parley's own records.
 */
export async function createSubscription(clientId: string, planId: string, log: Logger): Promise<CheckoutStart> {
  const { data: plan } = await db.plan().get({ id: planId }).go();
  if (!plan) throw new ValidationError('Plan not found', { planId: 'Plan not found' });
  if (!plan.isActive || plan.priceMonthly === 0)
    throw new ValidationError('Contact sales', { planId: 'This plan is not sold online: contact sales' });
  const [{ data: current }, { data: client }] = await Promise.all([
    db.subscription().get({ clientId }).go(),
    db
      .client()
      .get({ clientId })
      .go({ attributes: ['companyName', 'billingEmail', 'planEndsAt'] }),
  ]);
  if (!client) throw new NotFoundError('Account');
  // past_due may subscribe again (a new card): the new subscription replaces the unpaid one
  if (current?.gateway && current.status === 'active' && current.planId === plan.id && !current.cancelAtPeriodEnd)
    throw new ConflictError(`You are already subscribed to ${plan.name}`);

  const gateway = await checkoutGateway();
  if (!gateway) throw new ConflictError('Online payments are not available yet. Please contact sales to subscribe.');
  const customer = { clientId, email: client.billingEmail, companyName: client.companyName };
  if (gateway === 'test') {
    await activateOnTestGateway(clientId, plan, current ?? null, log);
    const { subscription } = await subscriptionView(clientId);
    if (!subscription) throw new Error('billing: the test subscription was not stored');
    return { kind: 'activated', subscription };
  }
  const link = (ref: string) => db.billingLink().put({ gateway, ref, clientId, planId: plan.id }).go();
  if (gateway === 'razorpay') {
    const keys = await gatewayKeys('razorpay');
    const razorpay = await import('./razorpay');
    const gatewayPlanId = await razorpayPlanFor(keys, plan);
    const { id } = await razorpay.razorpayCreateSubscription(keys, { gatewayPlanId, planId: plan.id, customer });
    await link(id);
    return {
      kind: 'razorpay',
      scriptUrl: razorpay.razorpayCheckoutScriptUrl(),
      keyId: keys.keyId,
      subscriptionId: id,
      planName: plan.name,
      companyName: client.companyName,
      email: client.billingEmail,
    };
  }
  const keys = await gatewayKeys('stripe');
  const { stripeCreateCheckout } = await import('./stripe');
  const billingPage = `${requireAppOrigin('Stripe Checkout needs the return address')}/dashboard/billing`;
  const { sessionId, url } = await stripeCreateCheckout(keys, {
    plan,
    customer,
    successUrl: `${billingPage}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${billingPage}?checkout=cancelled`,
  });
  await link(sessionId);
  return { kind: 'redirect', url };
}

/**
 * The Razorpay plan charging this Parley plan's price in this Razorpay account. Razorpay plans cannot
 * change, so a price the admin changed — or other keys (test → live mode) — get a new Razorpay plan on
 * the next checkout; subscriptions made earlier keep theirs.
 */
async function razorpayPlanFor(
  keys: { keyId: string; keySecret: string },
  plan: { id: string; name: string; priceMonthly: number },
): Promise<string> {
  const plans = db.gatewayPlan();
  const { data } = await plans.get({ gateway: 'razorpay', planId: plan.id }).go();
  if (data && data.amount === plan.priceMonthly && data.keyId === keys.keyId) return data.gatewayPlanId;
  const { razorpayCreatePlan } = await import('./razorpay');
  const gatewayPlanId = await razorpayCreatePlan(keys, plan);
  await plans
    .put({ gateway: 'razorpay', planId: plan.id, amount: plan.priceMonthly, keyId: keys.keyId, gatewayPlanId })
    .go();
  return gatewayPlanId;
}

/** POST /api/billing/verify-payment: Razorpay Checkout's signature over the subscription WE created. */
export async function verifyRazorpayPayment(
  clientId: string,
  body: { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string },
  log: Logger,
) {
  const { data: link } = await db.billingLink().get({ gateway: 'razorpay', ref: body.razorpay_subscription_id }).go();
  if (!link || link.clientId !== clientId) throw new NotFoundError('Subscription');
  const keys = await gatewayKeys('razorpay');
  const { razorpayPaymentSignatureValid } = await import('./razorpay');
  if (!razorpayPaymentSignatureValid(keys.keySecret, body.razorpay_payment_id, link.ref, body.razorpay_signature))
    throw new ValidationError('The payment could not be verified', {
      razorpay_signature: 'Does not match this payment and subscription',
    });
  await syncSubscription('razorpay', link.ref, log);
  return subscriptionView(clientId);
}

/** POST /api/billing/checkout-return: back from Stripe Checkout; the session must be one made for this tenant. */
export async function returnFromStripe(clientId: string, sessionId: string, log: Logger) {
  const links = db.billingLink();
  const { data: link } = await links.get({ gateway: 'stripe', ref: sessionId }).go();
  if (!link || link.clientId !== clientId) throw new NotFoundError('Checkout session');
  const subscriptionId = await linkStripeSubscription(link);
  if (!subscriptionId) throw new ConflictError('The checkout is not complete yet. Please try again in a moment.');
  await syncSubscription('stripe', subscriptionId, log);
  return subscriptionView(clientId);
}

/** The subscription a completed Stripe Checkout Session made, linked to the session's tenant and plan. */
export async function linkStripeSubscription(session: { ref: string; clientId: string; planId: string }) {
  const { stripeCheckoutSubscription } = await import('./stripe');
  const { subscriptionId } = await stripeCheckoutSubscription(await gatewayKeys('stripe'), session.ref);
  if (subscriptionId)
    await db
      .billingLink()
      .put({
        gateway: 'stripe',
        ref: subscriptionId,
        clientId: session.clientId,
        planId: session.planId,
      })
      .go();
  return subscriptionId;
}
