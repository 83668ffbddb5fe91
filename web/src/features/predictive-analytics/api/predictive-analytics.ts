import { analytics } from '@shared/api/routes/analytics';
import type { PredictiveAnalytics } from '@shared/schemas/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { PredictiveAnalytics };

export const predictiveAnalyticsQuery = queryOptions({
  queryKey: ['predictive-analytics'],
  queryFn: () => api.call(analytics.getPredictiveAnalytics),
});
export const usePredictiveAnalytics = () => useQuery(predictiveAnalyticsQuery);
