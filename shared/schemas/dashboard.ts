import * as z from 'zod';
import { id } from './common';

/** One lead of the last 24 hours on the dashboard home's Recent Leads card. */
export const recentLeadSchema = z.object({
  id,
  name: z.string(),
  phone: z.string(),
  /** The AI's intent analysis, else the purpose the visitor chose, else ''. */
  intent: z.string(),
  date: z.string(),
});
export type RecentLead = z.infer<typeof recentLeadSchema>;

/** GET /api/dashboard — the home screen's cards (spec part 1 §2, §3). */
export const dashboardResponse = z.object({
  conversationsUsed: z.number(),
  conversationsLimit: z.number(),
  /** Every lead of the window, while recentLeads lists only the newest few. */
  recentLeadsCount: z.number().int(),
  recentLeads: z.array(recentLeadSchema),
  escalationCount: z.number().int(),
  plan: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
