import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PredictiveAnalytics } from '../../../../../shared/schemas/leads';
import { api } from '../../../lib/api-client';

export type { PredictiveAnalytics };

export const predictiveAnalyticsQuery = queryOptions({
  queryKey: ['predictive-analytics'],
  queryFn: () => api.get<PredictiveAnalytics>('/api/predictive-analytics'),
});
export const usePredictiveAnalytics = () => useQuery(predictiveAnalyticsQuery);
