import { admin } from '@shared/api/contracts/admin';
import { reply } from '../../base/response';
import { recordPlanChange } from '../../core/admin/plan-activity';
import { createPlan } from '../../core/admin/plans';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/admin/plans — a new plan; an active one is in the public catalogue at once (no cache). */
export const handler = http(admin.createPlan, async (ctx) => {
  const plan = await createPlan(ctx.body);
  await recordPlanChange(byRequest(ctx), 'created', plan.name);
  return reply(201, { plan });
});
