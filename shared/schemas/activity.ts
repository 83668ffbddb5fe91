import * as z from 'zod';
import { ACTIVITY_CATEGORIES, ACTIVITY_LEVELS } from '../enums';
import { pageOf, pageQueryShape } from './common';

/**
 * The platform activity log (issue 12 §5; spec part 3 §2 "Activity Logs"): an append-only record of
 * real events, kept 90 days. Levels and categories are the spec's filters (INFO/WARN/ERROR; User
 * Actions, System Events, Security Events, API Calls). No entry ever carries a secret's value: config
 * and gateway changes name the fields that changed, never what they hold.
 */
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  level: z.enum(ACTIVITY_LEVELS),
  category: z.enum(ACTIVITY_CATEGORIES),
  /** Machine name of the event, e.g. "auth.login", "tenant.suspended", "config.saved". */
  action: z.string(),
  /** One sentence a person reads. */
  message: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  clientId: z.string().nullable(),
  ip: z.string().nullable(),
  /** Names of the fields a change touched (never their values). */
  fields: z.array(z.string()),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuery = z
  .object({
    ...pageQueryShape,
    level: z.enum(ACTIVITY_LEVELS).optional(),
    category: z.enum(ACTIVITY_CATEGORIES).optional(),
  })
  .strict();

export const activityListResponse = pageOf('entries', activityEntrySchema);

/** GET /api/admin/activity/export.csv: the same filters, no paging; the answer is the CSV text. */
export const activityCsvQuery = activityQuery.pick({ level: true, category: true }).strict();
export const activityCsvResponse = z.string();
