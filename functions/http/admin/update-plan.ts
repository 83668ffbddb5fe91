import { admin } from '@shared/api/contracts/admin';
import { recordPlanChange } from '../../core/admin/plan-activity';
import { updatePlan } from '../../core/admin/plans';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** PUT /api/admin/plans/{id} — edit a plan (404 unknown). Tenants keep their limit until their plan is set again. */
export const handler = http(admin.updatePlan, async (ctx) => {
  const { plan, changed } = await updatePlan(ctx.params.id, ctx.body);
  await recordPlanChange(byRequest(ctx), 'updated', plan.name, changed);
  return { plan };
});
