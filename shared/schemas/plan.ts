import * as z from 'zod';
import { fromStore, id, paise, requiredText, timestamp, visibleText } from './common';

const feature = visibleText(1, 200, 'A feature cannot be blank', 'A feature must be at most 200 characters');
// the spec's message (part 3 §5): any visible name will do; one rule for the form and the stored plan (a
// stricter stored rule made a one-character name stored and then unlistable, issue 27)
const planName = requiredText('Plan name', 60);

export const planSchema = z.object({
  id,
  // stored text saved before the input rule tightened is shown cleaned, never a 500 (common.ts fromStore)
  name: fromStore(planName),
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

/** Admin plan form (part 3 §5): the stored plan's own field rules, plus what only the form asks. */
export const planInputSchema = planSchema
  .pick({ conversationsLimit: true, priceMonthly: true, isActive: true })
  .extend({
    name: planName,
    features: z.array(feature).max(50).min(1, 'At least one feature is required'),
    teamMembersLimit: planSchema.shape.teamMembersLimit.unwrap().max(1000).optional(),
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
