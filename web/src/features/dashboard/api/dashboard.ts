import { dashboard } from '@shared/api/routes/dashboard';
import { DASHBOARD_DEFAULTS } from '@shared/constants';
import type { DashboardResponse, RecentLead } from '@shared/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { RecentLead };

/**
 * The spec (part 1 §9) gives a default for every card, so a field the server leaves out never blanks a
 * card; the server's schema (shared/schemas/dashboard.ts) is the shape, read as possibly partial.
 */
export function withDashboardDefaults(data: Partial<DashboardResponse> | null | undefined): DashboardResponse {
  const recentLeads = data?.recentLeads ?? [];
  return {
    conversationsUsed: data?.conversationsUsed ?? DASHBOARD_DEFAULTS.conversationsUsed,
    conversationsLimit: data?.conversationsLimit ?? DASHBOARD_DEFAULTS.conversationsLimit,
    // the server counts every lead of the window; the list holds only the newest few
    recentLeadsCount: data?.recentLeadsCount ?? recentLeads.length,
    recentLeads,
    escalationCount: data?.escalationCount ?? DASHBOARD_DEFAULTS.escalationCount,
    // the server sends the plan's display name (core/metrics/dashboard.ts); no second naming rule here
    plan: data?.plan || DASHBOARD_DEFAULTS.plan,
  };
}

/** Usage as a percentage: the text keeps the true figure (1 decimal), the bar is capped at 100. */
export function usagePercent(used: number, limit: number): { text: string; bar: number } {
  const percent = limit > 0 ? (used / limit) * 100 : 0;
  return { text: `${percent.toFixed(1)}%`, bar: Math.min(100, Math.max(0, percent)) };
}

export async function fetchDashboard(): Promise<DashboardResponse> {
  return withDashboardDefaults(await api.call(dashboard.getDashboard));
}

export const dashboardQuery = queryOptions({ queryKey: ['dashboard'], queryFn: fetchDashboard });

export function useDashboard() {
  return useQuery(dashboardQuery);
}
