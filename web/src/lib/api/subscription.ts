import { billing } from '@shared/api/routes/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/**
 * GET /api/billing/subscription (owner only). Shared by the billing screen and the dashboard home's
 * "payment failed / plan ended" alert, so both read one cache entry and a change on one shows on the other.
 */
export const subscriptionQuery = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: () => api.call(billing.getSubscription),
});

export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQuery, enabled: options.enabled ?? true });
}
