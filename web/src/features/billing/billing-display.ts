import { RECOMMENDED_PLAN } from '@shared/constants';
import { formatINR } from '@shared/format';
import type { BillingGateway, BillingSubscription } from '@shared/schemas/billing';
import type { PublicPlan } from '@shared/schemas/plan';

/** How the billing screen words and colours things (spec part 3 §2, §9); pure, so it is unit-tested. */

export type SubscriptionStatus = BillingSubscription['status'];

/** Spec part 3 §2: active green, canceled red, past_due yellow; anything else (incomplete) gray. */
export const STATUS_PALETTE: Record<SubscriptionStatus, string> = {
  active: 'green',
  canceled: 'red',
  past_due: 'yellow',
  incomplete: 'gray',
};
export const STATUS_LABEL: Record<SubscriptionStatus, string> = {
  active: 'Active',
  canceled: 'Canceled',
  past_due: 'Past due',
  incomplete: 'Incomplete',
};

export const INVOICE_STATUS_PALETTE: Record<string, string> = { paid: 'green', open: 'yellow', test: 'purple' };

export const GATEWAY_LABEL: Record<BillingGateway, string> = {
  razorpay: 'Razorpay',
  stripe: 'Stripe',
  test: 'Test gateway — no charge',
};

export const TEST_GATEWAY_NOTE =
  'Test gateway — no payment is taken. The platform admin has not made a payment gateway active yet.';

/**
 * A new plan starts a new usage period (core/billing/sync.ts moves the billing anchor), so the plan's
 * Conversations Used counts again from 0: said before the owner chooses, when the plan is active, and
 * on Current Plan, so the figure dropping is no surprise.
 */
export const PLAN_CHANGE_USAGE_NOTE =
  "Choosing a plan starts its usage period on the day it becomes active: Conversations Used starts again at 0 with the new plan's limit.";

export const usageRestartText = (periodStart: string) =>
  `Your usage starts again at 0 with the new plan's period starting ${formatDate(periodStart)}.`;

/** Spec part 3 §2: 'Invoice #' + the last 8 characters of the id, upper-cased. */
export function invoiceNumber(id: string): string {
  return `Invoice #${id.slice(-8).toUpperCase()}`;
}

/** Price 0 is the talk-to-sales plan (spec part 3 §9). */
export function planPriceText(priceMonthly: number): string {
  return priceMonthly === 0 ? 'Contact Us' : formatINR(priceMonthly);
}

/** The card's description is its monthly conversation limit (spec part 3 §2). */
export function planDescription(plan: Pick<PublicPlan, 'conversationsLimit'>): string {
  return `${plan.conversationsLimit.toLocaleString('en-IN')} conversations per month`;
}

export const isRecommended = (plan: Pick<PublicPlan, 'name'>) => plan.name === RECOMMENDED_PLAN;

/** A date the way an Indian business reads it: 23 Nov 2026. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Used against a limit: the text keeps the true share, the bar stops at 100 %; no limit reads as full. */
export function usageShare(used: number, limit: number): { percent: number; bar: number } {
  if (limit <= 0) return { percent: used > 0 ? 100 : 0, bar: 100 };
  const percent = (used / limit) * 100;
  return { percent, bar: Math.min(100, percent) };
}

/** Seconds → "45 s" / "3 min 20 s" / "2 h 5 min". */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const m = Math.round(s / 60);
  return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
}
