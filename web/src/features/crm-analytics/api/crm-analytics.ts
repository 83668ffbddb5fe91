import { analytics } from '@shared/api/routes/analytics';
import type { CrmAnalytics } from '@shared/schemas/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { CrmAnalytics };

export const crmAnalyticsQuery = queryOptions({
  queryKey: ['crm-analytics'],
  queryFn: () => api.call(analytics.getCrmAnalytics),
});
export const useCrmAnalytics = () => useQuery(crmAnalyticsQuery);
