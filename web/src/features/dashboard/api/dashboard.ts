import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_DEFAULTS } from '../../../../../shared/constants';
import { api } from '../../../lib/api-client';

export interface RecentLead {
  id: string;
  name: string;
  phone?: string;
  intent?: string;
  date: string;
}

/** GET /api/dashboard as sent; any field may be missing (spec part 1 §9 gives the defaults). */
export interface DashboardResponse {
  conversationsUsed?: number;
  conversationsLimit?: number;
  recentLeads?: RecentLead[];
  escalationCount?: number;
  plan?: string;
  clientId?: string;
}

export interface DashboardSummary {
  conversationsUsed: number;
  conversationsLimit: number;
  recentLeads: RecentLead[];
  escalationCount: number;
  plan: string;
  clientId?: string;
}

/** 'plan-starter' → 'Starter' (the 'plan-' prefix removed, first letter capitalised). */
export function planLabel(plan: string): string {
  const name = plan.replace(/^plan-/, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function withDashboardDefaults(data: DashboardResponse | null | undefined): DashboardSummary {
  return {
    conversationsUsed: data?.conversationsUsed ?? DASHBOARD_DEFAULTS.conversationsUsed,
    conversationsLimit: data?.conversationsLimit || DASHBOARD_DEFAULTS.conversationsLimit,
    recentLeads: data?.recentLeads ?? [],
    escalationCount: data?.escalationCount ?? DASHBOARD_DEFAULTS.escalationCount,
    plan: planLabel(data?.plan || DASHBOARD_DEFAULTS.plan),
    clientId: data?.clientId,
  };
}

/** Usage as a percentage: the text keeps the true figure (1 decimal), the bar is capped at 100. */
export function usagePercent(used: number, limit: number): { text: string; bar: number } {
  const percent = limit > 0 ? (used / limit) * 100 : 0;
  return { text: `${percent.toFixed(1)}%`, bar: Math.min(100, Math.max(0, percent)) };
}

export const dashboardQueryKey = ['dashboard'] as const;

export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: async () => withDashboardDefaults(await api.get<DashboardResponse>('/api/dashboard')),
  });
}
