import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrmAnalytics } from '../../../../../shared/schemas/leads';
import { api } from '../../../lib/api-client';

export type { CrmAnalytics };

export const crmAnalyticsQuery = queryOptions({
  queryKey: ['crm-analytics'],
  queryFn: () => api.get<CrmAnalytics>('/api/crm-analytics'),
});
export const useCrmAnalytics = () => useQuery(crmAnalyticsQuery);
