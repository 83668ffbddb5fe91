import { planEnded } from './usage-period';

/**
 * Whether a subscription brings in money, for every MRR figure (admin stats, clients, analytics): an
 * active subscription at a real gateway. A trial (no gateway) and the offline test gateway charge
 * nothing, so counting them would show the admin revenue that does not exist.
 */
export const countsAsRevenue = (s: { gateway?: string; status: string }): boolean =>
  (s.gateway === 'razorpay' || s.gateway === 'stripe') && s.status === 'active';

/**
 * Whether a tenant is on its signup trial, for the admin's Trial figures: its subscription is the one
 * signup made (no gateway, as the billing screen's `trial`), still active, and its plan has not ended.
 * A trial that ran out is no trial: the tenant has no plan until it buys one.
 */
export const onTrial = (
  s: { gateway?: string; status: string } | undefined,
  client: { planEndsAt?: string },
  now = new Date(),
): boolean => Boolean(s && !s.gateway && s.status === 'active') && !planEnded(client, now);
