import { useQuery } from '@tanstack/react-query';
import type { PublicPlan } from '../../../../../shared/schemas/plan';
import { api } from '../../../lib/api-client';

export const plansQueryKey = ['plans'] as const;

/** GET /api/plans; a response whose success is not true means "no plans" (spec part 1 §7). */
export async function fetchPlans(): Promise<PublicPlan[]> {
  const body = await api.get<{ success?: boolean; plans?: PublicPlan[] }>('/api/plans');
  return body?.success === true && Array.isArray(body.plans) ? body.plans : [];
}

export function usePlans() {
  return useQuery({ queryKey: plansQueryKey, queryFn: fetchPlans });
}
