import { plans } from '@shared/api/routes/plans';
import type { listPlansResponse, PublicPlan } from '@shared/schemas/plan';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api-client';

/** Type-only: the landing page must not load zod on first paint, so the wire type is derived, not parsed. */
type PlansResponse = z.infer<typeof listPlansResponse>;

/** GET /api/plans; a response whose success is not true means "no plans" (spec part 1 §7). */
export async function fetchPlans(): Promise<PublicPlan[]> {
  const body: Partial<PlansResponse> | undefined = await api.call(plans.listPlans);
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

/** The <script type="application/json"> block in which the build leaves the catalogue it prerendered. */
export const PLANS_DATA_ID = 'parley-plans';

/**
 * Starts the cache with the catalogue the page was prerendered from (web/build.ts), so hydration renders
 * exactly the cards already on screen; the entry is marked stale, so the pricing section refetches
 * GET /api/plans as it mounts and the cards update in place if the admin changed a plan since the build.
 */
export function seedPlansFromPage(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(PLANS_DATA_ID)?.textContent;
  if (!text || client.getQueryData(plansQuery.queryKey) !== undefined) return;
  let plans: unknown;
  try {
    plans = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(plans)) return;
  client.setQueryData(plansQuery.queryKey, plans as PublicPlan[]);
  void client.invalidateQueries({ queryKey: plansQuery.queryKey, refetchType: 'none' });
}
