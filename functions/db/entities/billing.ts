import { PAYMENT_GATEWAYS } from '@shared/enums';
import { oneOf, optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, primaryKey } from './common';

/**
 * Billing's own records (core/billing: checkout, webhooks, sync).
 */

/**
 * A gateway object Parley created (a Razorpay subscription, a Stripe Checkout Session or subscription)
 * → the tenant and plan it was made for. Webhooks and the return from checkout find the tenant through
 * it, never through notes or metadata the browser could have influenced.
 */
export const BillingLink = /* @__PURE__ */ defineEntity('billingLink', () => ({
  attributes: {
    gateway: oneOf(PAYMENT_GATEWAYS),
    ref: required.string,
    ...tenantAttributes,
    planId: required.string,
    /**
     * Set when a newer subscription replaced this one: it is never adopted again, and if it is still
     * live at the gateway (its cancellation failed) the next sync cancels it again.
     */
    replacedAt: optional.string,
    ...timestampAttributes,
  },
  indexes: {
    byRef: primaryKey(['gateway', 'ref'], []),
  },
}));

/** A webhook event id, put with a condition so a redelivery (or a concurrent copy) is processed once. */
export const WebhookEvent = /* @__PURE__ */ defineEntity('webhookEvent', () => ({
  attributes: {
    gateway: oneOf(PAYMENT_GATEWAYS),
    eventId: required.string,
    type: required.string,
    /** 'done' once handled; a 'started' claim older than a minute may be retried (the handler died). */
    state: oneOf(['started', 'done']),
    /** Epoch seconds: the table's TTL forgets ids after 30 days (gateways retry for at most 3 days). */
    expiresAt: required.number,
    ...timestampAttributes,
  },
  indexes: {
    byId: primaryKey(['gateway', 'eventId'], []),
  },
}));

/** The Parley plan's counterpart at a gateway (Razorpay plans are immutable: a new price is a new plan). */
export const GatewayPlan = /* @__PURE__ */ defineEntity('gatewayPlan', () => ({
  attributes: {
    gateway: oneOf(PAYMENT_GATEWAYS),
    planId: required.string,
    /** The price (paise) the gateway plan charges; a different Parley price makes a new gateway plan. */
    amount: required.number,
    /** The account (key id: test or live mode) the gateway plan exists in; other keys need their own. */
    keyId: required.string,
    gatewayPlanId: required.string,
    ...timestampAttributes,
  },
  indexes: {
    byPlan: primaryKey(['gateway', 'planId'], []),
  },
}));
