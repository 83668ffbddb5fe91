import * as z from 'zod';
import { fromStore, id, minText, paise, requiredText, timestamp, visibleText } from './common';

const feature = visibleText(1, 200, 'A feature cannot be blank', 'A feature must be at most 200 characters');

export const planSchema = z.object({
  id,
  // the stored plan: text saved before the input rule tightened is shown cleaned, never a 500 (common.ts)
  name: fromStore(minText(2, 'Plan name', 60)),
  conversationsLimit: z.number().int().min(1, 'Conversation limit must be at least 1'),
  priceMonthly: paise,
  features: fromStore(z.array(fromStore(feature)).max(50)),
  isActive: z.boolean().default(true),
  /** Team seats; not in the spec's plan record but needed by billing usage (part 3 §3). */
  teamMembersLimit: z.number().int().min(1).default(1),
  sortOrder: z.number().int().default(0),
  createdAt: timestamp,
});
export type Plan = z.infer<typeof planSchema>;

/** Admin plan form (part 3 §5). */
export const planInputSchema = z
  .object({
    // the spec's message (part 3 §5): any visible name will do
    name: requiredText('Plan name', 60),
    conversationsLimit: z.number().int().min(1, 'Conversation limit must be at least 1'),
    priceMonthly: paise,
    features: z.array(feature).min(1, 'At least one feature is required').max(50),
    isActive: z.boolean().default(true),
    teamMembersLimit: z.number().int().min(1).max(1000).optional(),
  })
  .strict();

/** The public plan list shape of GET /api/plans (part 1 §7, part 3 §7). */
export const publicPlanSchema = planSchema.pick({
  id: true,
  name: true,
  conversationsLimit: true,
  priceMonthly: true,
  features: true,
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;
export const plansResponseSchema = z.object({ success: z.boolean(), plans: z.array(publicPlanSchema) });
/** GET /api/plans */
export const listPlansResponse = plansResponseSchema;
