/**
 * Whether a subscription brings in money, for every MRR figure (admin stats, clients, analytics): an
 * active subscription at a real gateway. A trial (no gateway) and the offline test gateway charge
 * nothing, so counting them would show the admin revenue that does not exist.
 */
export const countsAsRevenue = (s: { gateway?: string; status: string }): boolean =>
  (s.gateway === 'razorpay' || s.gateway === 'stripe') && s.status === 'active';
