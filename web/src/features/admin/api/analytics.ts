import { admin } from '@shared/api/routes/admin';
import type { AiCosts, AnalyticsPeriod, AnalyticsReport } from '@shared/schemas/admin-analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, urlOf } from '../../../lib/api-client';

/* Wire types come from the schemas the server parses its answers with (shared/schemas/admin-analytics.ts). */
export type { AiCosts, AnalyticsPeriod, AnalyticsReport };

export const PERIOD_OPTIONS: { value: AnalyticsPeriod; label: string }[] = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '1y', label: 'Last year (52 weeks)' },
];

export const analyticsCsvPath = (period: AnalyticsPeriod) => urlOf(admin.exportAnalyticsCsv, { query: { period } });

// the previous period's figures stay on screen while another period loads (no flash of a spinner)
export const useAnalytics = (period: AnalyticsPeriod) =>
  useQuery({
    queryKey: ['admin', 'analytics', period],
    queryFn: () => api.call(admin.getAnalytics, { query: { period } }),
    placeholderData: keepPreviousData,
  });

export const useAiCosts = (period: AnalyticsPeriod) =>
  useQuery({
    queryKey: ['admin', 'ai-costs', period],
    queryFn: () => api.call(admin.getAiCosts, { query: { period } }),
    placeholderData: keepPreviousData,
  });
