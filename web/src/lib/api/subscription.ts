import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '../../../../shared/schemas/billing';
import { api } from '../api-client';

/**
 * GET /api/billing/subscription (owner only). Shared by the billing screen and the dashboard home's
 * "payment failed / plan ended" alert, so both read one cache entry and a change on one shows on the other.
 */
export const subscriptionQuery = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: () => api.get<SubscriptionResponse>('/api/billing/subscription'),
});

export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQuery, enabled: options.enabled ?? true });
}
