import { mayAccess } from '@shared/access';
import type { Role } from '@shared/enums';
import type { QueryClient } from '@tanstack/react-query';
import { conversationStatsQuery } from '../../../lib/api/conversation-stats';
import { emailStatusQuery } from '../../../lib/api/email-verification';
import { PERFORMANCE_LEVEL, performanceQuery } from '../../../lib/api/performance';
import { subscriptionQuery } from '../../../lib/api/subscription';
import { sidebarEntry } from '../sidebar-entries';
import { dashboardQuery } from './dashboard';
import { profileQuery } from './profile';
import { myTestimonialQuery } from './testimonial';

const BILLING = sidebarEntry('billing')!;

/**
 * Asks, all at once, for what the dashboard home and its sidebar read, as soon as the session is known,
 * instead of each card asking when its code has loaded and its parent has rendered (a phone on a slow
 * network paid a round trip per level). Only what the screen itself would ask for this role: the same
 * conditions as BillingAlert (owner: subscription), TeamPerformance (agent level: the month's figures, which
 * arriving after the screen re-rendered it in one uninterrupted task) and TestimonialCard (owner:
 * testimonial). The screen's
 * queries find the answers (or the requests still in flight) in the cache. Resolves once all have settled.
 * The shell's "Verify your email" banner is asked for too: arriving after the screen, it pushed the whole
 * screen down (Lighthouse's only layout shift on the dashboard, CLS 0.24 on a phone).
 */
export function preloadDashboardHome(queryClient: QueryClient, role: Role): Promise<void> {
  const asked = [
    queryClient.prefetchQuery(dashboardQuery),
    queryClient.prefetchQuery(profileQuery),
    queryClient.prefetchQuery(conversationStatsQuery),
    queryClient.prefetchQuery(emailStatusQuery),
  ];
  if (mayAccess(role, BILLING.level)) asked.push(queryClient.prefetchQuery(subscriptionQuery));
  if (mayAccess(role, PERFORMANCE_LEVEL)) asked.push(queryClient.prefetchQuery(performanceQuery));
  if (mayAccess(role, 'owner')) asked.push(queryClient.prefetchQuery(myTestimonialQuery));
  // prefetchQuery never rejects: a failure stays in the cache for the screen to show
  return Promise.all(asked).then(() => {});
}
