import { adminPlanResponse } from '../../../shared/schemas/admin';
import { planInputSchema } from '../../../shared/schemas/plan';
import { createPlan } from '../../core/admin/plans';
import { http } from '../../kit/http';
import { reply } from '../../kit/response';

/** POST /api/admin/plans — a new plan; an active one is in the public catalogue at once (no cache). */
export const handler = http({ auth: 'admin', response: adminPlanResponse, body: planInputSchema }, async ({ body }) =>
  reply(201, { plan: await createPlan(body) }),
);
