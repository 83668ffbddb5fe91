import * as z from 'zod';
import { ENQUIRY_STATUSES } from '../enums';
import { pageOf, pageQueryShape, searchQuery, shortText } from './common';
import { planSchema } from './plan';

/**
 * The platform admin's API (spec part 3 §2 Admin Panel, §3, §7; issue 12), first slice: dashboard
 * stats with real health checks, plans and enquiries (clients and users: admin-clients.ts). Every
 * route is for the `admin` role only. Money is paise.
 */

export const HEALTH_STATUSES = ['healthy', 'degraded', 'down'] as const;
export const healthCheckSchema = z.object({
  /** "database", "queue", "identity", "mail" */
  name: z.string(),
  status: z.enum(HEALTH_STATUSES),
  /** What was measured, in words a person reads ("DLQ depth 0", "responded in 12 ms"). */
  detail: z.string(),
  latencyMs: z.number().nullable(),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

/** GET /api/admin/system: each real check and the overall status (the worst of them). */
export const systemHealthResponse = z.object({
  status: z.enum(HEALTH_STATUSES),
  checks: z.array(healthCheckSchema),
  checkedAt: z.string(),
});
export type SystemHealth = z.infer<typeof systemHealthResponse>;

/** GET /api/admin/stats (spec part 3 §3 "Admin stats"). */
export const adminStatsResponse = z.object({
  totalClients: z.number().int(),
  activeClients: z.number().int(),
  suspendedClients: z.number().int(),
  trialClients: z.number().int(),
  /** MRR: the monthly price of every active subscription's plan, in paise. */
  monthlyRevenue: z.number().int(),
  /** Conversations started on the platform this month (every tenant's quota counter). */
  totalConversations: z.number().int(),
  systemHealth: z.enum(HEALTH_STATUSES),
  checks: z.array(healthCheckSchema),
});
export type AdminStats = z.infer<typeof adminStatsResponse>;

/** GET /api/admin/plans: every plan, active or not, with how many tenants are on it. */
export const adminPlanSchema = planSchema.extend({ subscribers: z.number().int() });
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlansResponse = z.object({ plans: z.array(adminPlanSchema) });
export const adminPlanResponse = z.object({ plan: adminPlanSchema });

export const adminEnquirySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
  message: z.string().nullable(),
  internalNotes: z.string().nullable(),
  source: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  createdAt: z.string(),
});
export type AdminEnquiry = z.infer<typeof adminEnquirySchema>;
export const listEnquiriesQuery = z
  .object({
    search: searchQuery,
    ...pageQueryShape,
  })
  .strict();
export const listEnquiriesResponse = pageOf('enquiries', adminEnquirySchema).extend({
  /** The summary cards, computed: all, contacted or closed (responded), new (pending), created in the last 7 days. */
  summary: z.object({
    total: z.number().int(),
    responded: z.number().int(),
    pending: z.number().int(),
    thisWeek: z.number().int(),
  }),
});
export const updateEnquiryRequest = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { message: `Status must be one of ${ENQUIRY_STATUSES.join(', ')}` }).optional(),
    internalNotes: shortText(2000, 'Notes must be at most 2000 characters').optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.internalNotes !== undefined, { message: 'Nothing to change' });
export const adminEnquiryResponse = z.object({ enquiry: adminEnquirySchema });
