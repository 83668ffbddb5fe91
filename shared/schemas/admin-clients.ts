import * as z from 'zod';
import { CLIENT_STATUSES, ROLES } from '../enums';
import { pageOf, pageQueryShape, searchQuery } from './common';

/**
 * The platform admin's Clients and User Management (issue 12; spec part 3 §2, §3 "Admin client view",
 * §7). Every route is for the `admin` role only. Money is paise.
 */

/** One row of GET /api/admin/clients. */
export const adminClientSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  /** The tenant's billing email (the owner's email at signup). */
  contactEmail: z.string(),
  planId: z.string(),
  /** The plan's name; the id when the plan no longer exists. */
  plan: z.string(),
  status: z.enum(CLIENT_STATUSES),
  /** On its signup trial: the plan was not bought at a gateway yet and has not ended. */
  trial: z.boolean(),
  /** When the plan ends or ended (a trial's end, a cancellation); null while it renews. */
  planEndsAt: z.string().nullable(),
  /** The plan's conversation counter of the tenant's current usage period (whole months from its billing anchor). */
  conversationsUsed: z.number().int(),
  /**
   * Conversations started in the calendar month (UTC), whatever happened to the tenant's usage period: a
   * plan change starts a new period (conversationsUsed back to 0) but not a new month.
   */
  conversationsThisMonth: z.number().int(),
  /** Null = the plan has no limit. */
  conversationsLimit: z.number().int().nullable(),
  /** The widget has loaded on a site at least once (its page-view beacon). */
  widgetInstalled: z.boolean(),
  /** The plan price of the tenant's active subscription; 0 without one. */
  monthlyRevenue: z.number().int(),
  /** Every lead the tenant has captured (the maintained lead total counter). */
  leadsCaptured: z.number().int(),
  joinedDate: z.string(),
  lastActivity: z.string().nullable(),
  /** The platform's own account: the admin cannot suspend it. */
  isPlatform: z.boolean(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

export const listAdminClientsQuery = z
  .object({
    ...pageQueryShape,
    search: searchQuery,
  })
  .strict();
export const listAdminClientsResponse = pageOf('clients', adminClientSchema);

export const setClientStatusRequest = z
  .object({ status: z.enum(['active', 'suspended'], { message: 'Status must be active or suspended' }) })
  .strict();
export const adminClientResponse = z.object({ client: adminClientSchema });

/**
 * GET /api/admin/clients/{clientId}/export: Export Data, a JSON file download of one tenant's data
 * (core/admin/client-export.ts). Users are listed field by field, so nothing else about them (token
 * cut-offs, future secrets) can reach the file; the other records go as stored, minus index keys.
 */
const record = z.record(z.string(), z.unknown());
export const clientExportResponse = z.object({
  exportedAt: z.string(),
  /** The most of each section the file holds … */
  caps: z.record(z.string(), z.number()),
  /** … and whether a section was cut at its cap. */
  truncated: z.record(z.string(), z.boolean()),
  client: record,
  users: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      firstName: z.string(),
      lastName: z.string(),
      isActive: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  widgetSettings: record.nullable(),
  intents: z.array(record),
  leads: z.array(record),
  /** Each with its `messages`. */
  conversations: z.array(record),
});

/** One row of GET /api/admin/users: a user with the tenant it belongs to. No password or token material. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  clientId: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Pages are by tenant: `limit` tenants per page, each with all of its users. */
export const listAdminUsersQuery = z.object({ ...pageQueryShape }).strict();
export const listAdminUsersResponse = z.object({
  users: z.array(adminUserSchema),
  /** How many of this page's users hold each role. */
  roleCounts: z.object({
    business_owner: z.number().int(),
    ai_trainer: z.number().int(),
    human_agent: z.number().int(),
    admin: z.number().int(),
  }),
  nextCursor: z.string().nullable(),
});
