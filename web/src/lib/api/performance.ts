import { mayAccess } from '@shared/access';
import { performance } from '@shared/api/routes/performance';
import type { CsatFigures, GetPerformanceResponse } from '@shared/schemas/performance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useSession } from './session';

export type { CsatFigures, GetPerformanceResponse };

/** Who may read the figures: the route's level (owners and agents; an agent gets their own row). */
export const PERFORMANCE_LEVEL = 'agent' as const;

/**
 * GET /api/inbox/performance (issue 32 items 7 and 10): this month's CSAT and agent figures, read by the
 * dashboard home and the Conversations monitor (one cache entry); the dashboard's preload asks for it too.
 */
export const performanceQuery = queryOptions({
  queryKey: ['performance', 'month'],
  queryFn: () => api.call(performance.getPerformance, { query: {} }),
});

/** The month's figures, not asked for a role that may not read them. */
export function usePerformance() {
  const session = useSession();
  const allowed = !!session.data && mayAccess(session.data.role, PERFORMANCE_LEVEL);
  return { allowed, query: useQuery({ ...performanceQuery, enabled: allowed }) };
}

export const NOT_ENOUGH_RATINGS = 'Not enough ratings yet';

/** "80%" or, below the minimum, "Not enough ratings yet". */
export const csatText = (csat: CsatFigures) => (csat.percent === null ? NOT_ENOUGH_RATINGS : `${csat.percent}%`);

/** "4 of 5 ratings were 4 or 5 stars · average 4.2" style caption, honest about how few there are. */
export function csatCaption(csat: CsatFigures, minimum: number): string {
  if (csat.ratings === 0) return `No ratings this month; shown from ${minimum} ratings`;
  const avg = csat.average === null ? '' : ` · average ${csat.average} of 5`;
  const few = csat.percent === null ? ` (shown from ${minimum})` : '';
  return `${csat.ratings} ${csat.ratings === 1 ? 'rating' : 'ratings'}${few}${avg} · share of 4 and 5 stars`;
}
