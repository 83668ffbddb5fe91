import type { INVOICE_STATUSES, SUBSCRIPTION_STATUSES } from '@shared/enums';

/**
 * What billing needs from a payment gateway (core/billing/razorpay.ts, core/billing/stripe.ts, each on
 * the gateway's official SDK, loaded lazily). Amounts are paise, times ISO strings, statuses Parley's.
 */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The gateway's view of a subscription, re-read from its API (never taken from a webhook body). */
export interface RemoteSubscription {
  id: string;
  /**
   * Razorpay: created/authenticated → incomplete, active → active, pending → past_due,
   * halted/cancelled/completed/expired → canceled. Stripe: active/trialing → active, past_due/unpaid →
   * past_due, canceled/incomplete_expired → canceled, incomplete → incomplete.
   */
  status: SubscriptionStatus;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  /** null when the gateway does not say (Razorpay keeps a cancel-at-cycle-end to itself). */
  cancelAtPeriodEnd: boolean | null;
  /** The subscription's invoices, newest first (at most 12). */
  invoices: RemoteInvoice[];
}

export interface RemoteInvoice {
  id: string;
  amount: number;
  status: InvoiceStatus;
  created: string;
  periodStart: string | null;
  periodEnd: string | null;
}

export interface CheckoutCustomer {
  clientId: string;
  email: string;
  companyName: string;
}

/** A verified webhook event: only what is needed to re-read the state from the gateway. */
export interface VerifiedEvent {
  id: string;
  type: string;
  /** The gateway subscription the event is about, when it names one. */
  subscriptionId: string | null;
  /** Stripe checkout.session.completed: the session (linked to the tenant when it was created). */
  checkoutSessionId: string | null;
}

export class WebhookSignatureError extends Error {}
