import * as z from 'zod';
import { BILLING_GATEWAYS, INVOICE_STATUSES, SUBSCRIPTION_STATUSES } from '../enums';
import { id, pageOf, timestamp } from './common';

/* ---------- wire shapes of /api/billing/* (spec part 3 §7) ---------- */

export const billingGateway = z.enum(BILLING_GATEWAYS);
export type BillingGateway = z.infer<typeof billingGateway>;

/** GET /api/billing/subscription: the tenant's current subscription as the Current Plan tab shows it. */
export const billingSubscriptionSchema = z.object({
  planId: id,
  planName: z.string(),
  /** Paise per month at the plan's current price. */
  priceMonthly: z.number().int().min(0),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** null: the plan chosen at signup, a trial that ends at currentPeriodEnd unless a plan is bought. */
  gateway: billingGateway.nullable(),
  trial: z.boolean(),
  currentPeriodStart: timestamp.nullable(),
  currentPeriodEnd: timestamp,
  cancelAtPeriodEnd: z.boolean(),
  /** Whether Reactivate can undo a scheduled cancellation (Razorpay cannot: a cancelled subscription stays cancelled). */
  canReactivate: z.boolean(),
  /** The plan has ended (trial over, cancelled or halted past its period): the tenant has no plan now. */
  ended: z.boolean(),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

export const subscriptionResponse = z.object({
  subscription: billingSubscriptionSchema.nullable(),
  /**
   * Where a new subscription would be made now: the admin's active gateway, else the offline test gateway
   * at home; null in AWS until the admin makes a gateway active (subscribing is refused meanwhile).
   */
  checkoutGateway: billingGateway.nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

/** POST /api/billing/create-subscription: the plan only; the amount always comes from the server's plan. */
export const createSubscriptionBody = z.object({ planId: id }).strict();

/**
 * What the browser does next after create-subscription. A plain union (the kinds are distinct literals):
 * z.discriminatedUnion would add ~1.8 KB of zod to each billing function, which sit near the 400 KB budget.
 */
export const checkoutStartResponse = z.union([
  /** The test gateway: active at once, no charge. */
  z.object({ kind: z.literal('activated'), subscription: billingSubscriptionSchema }),
  /** Razorpay Checkout opens in the page with this subscription; its handler posts to verify-payment. */
  z.object({
    kind: z.literal('razorpay'),
    /** https://checkout.razorpay.com/v1/checkout.js (RAZORPAY_CHECKOUT_URL points tests at a fake). */
    scriptUrl: z.string().url(),
    keyId: z.string(),
    subscriptionId: z.string(),
    planName: z.string(),
    companyName: z.string(),
    email: z.string(),
  }),
  /** Stripe Checkout: the browser goes to `url` and comes back to /dashboard/billing?checkout=…&session_id=… */
  z.object({ kind: z.literal('redirect'), url: z.string().url() }),
]);
export type CheckoutStart = z.infer<typeof checkoutStartResponse>;

/** POST /api/billing/verify-payment: Razorpay Checkout's handler response, checked on the server. */
export const verifyRazorpayBody = z
  .object({
    razorpay_payment_id: z.string().trim().min(1).max(64),
    razorpay_subscription_id: z.string().trim().min(1).max(64),
    razorpay_signature: z.string().trim().min(1).max(128),
  })
  .strict();

/** POST /api/billing/checkout-return: back from Stripe Checkout with its session id. */
export const checkoutReturnBody = z.object({ sessionId: z.string().trim().min(1).max(255) }).strict();

export const invoiceView = z.object({
  id,
  created: timestamp,
  /** Paise. */
  amount: z.number().int().min(0),
  currency: z.literal('INR'),
  status: z.enum(INVOICE_STATUSES),
  gateway: billingGateway.nullable(),
  planName: z.string().nullable(),
  periodStart: timestamp.nullable(),
  periodEnd: timestamp.nullable(),
});
export type InvoiceView = z.infer<typeof invoiceView>;
export const invoicesResponse = pageOf('invoices', invoiceView);
export type InvoicesResponse = z.infer<typeof invoicesResponse>;

/** GET /api/billing/usage (spec part 3 §3 Usage) plus the period it counts and the Cost Insights inputs. */
export const usageSchema = z.object({
  conversationsUsed: z.number().int().min(0),
  /** 0 when the tenant has no plan (trial over, cancelled): chat is unavailable until a plan is bought. */
  conversationsLimit: z.number().int().min(0),
  teamMembers: z.number().int().min(0),
  teamMembersLimit: z.number().int().min(0),
  /**
   * The median time from a handoff to a person's first reply this month, in seconds (an upper bound): the
   * same figure, from the same counters, as the dashboard's and CRM Analytics' (core/metrics/chat-metrics.ts).
   */
  medianFirstReplySeconds: z.number().nullable(),
  periodStart: timestamp,
  periodEnd: timestamp,
  /** Cost Insights from the tenant's own figures: null where there is not enough data yet. */
  costInsights: z.object({
    /** Paise paid per month for the plan (0 on a trial). */
    planPrice: z.number().int().min(0),
    /** planPrice / conversationsUsed, paise; null before the first conversation of the period. */
    costPerConversation: z.number().nullable(),
    /** Conversations this month that a person took over; null before any conversation. */
    escalatedShare: z.number().min(0).max(1).nullable(),
    /** Paise of the plan price not used at this pace: null until a week of the period has passed. */
    projectedUnusedValue: z.number().nullable(),
  }),
});
export type Usage = z.infer<typeof usageSchema>;

/** GET /api/billing/invoices/{id}/download: the printable HTML invoice itself. */
export const invoiceDocumentResponse = z.string();

/** POST /api/webhooks/{razorpay,stripe}: 200 once the event is handled, or was already. */
export const webhookResponse = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
  ignored: z.literal(true).optional(),
});
