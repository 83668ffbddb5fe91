import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listPlansResponse, PublicPlan } from '../../../../shared/schemas/plan';
import { api } from '../api-client';

/** Type-only: the landing page must not load zod on first paint, so the wire type is derived, not parsed. */
type PlansResponse = z.infer<typeof listPlansResponse>;

/** GET /api/plans; a response whose success is not true means "no plans" (spec part 1 §7). */
export async function fetchPlans(): Promise<PublicPlan[]> {
  const body = await api.get<Partial<PlansResponse> | undefined>('/api/plans');
  return body?.success === true && Array.isArray(body.plans) ? body.plans : [];
}

export const plansQuery = queryOptions({ queryKey: ['plans'], queryFn: fetchPlans });

/** The public plan catalogue: the landing page's pricing and the signup wizard read the same cache entry. */
export function usePlans() {
  return useQuery(plansQuery);
}

export function signupPathFor(planId: string): string {
  return `/signup?plan=${encodeURIComponent(planId)}`;
}
