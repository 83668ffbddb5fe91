import { admin } from '@shared/api/contracts/admin';
import { reply } from '../../base/response';
import { recordPlanChange } from '../../core/admin/plan-activity';
import { deletePlan } from '../../core/admin/plans';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** DELETE /api/admin/plans/{id} — 204; 409 while tenants are on it; 404 unknown. */
export const handler = http(admin.deletePlan, async (ctx) => {
  const { name } = await deletePlan(ctx.params.id);
  await recordPlanChange(byRequest(ctx), 'deleted', name);
  return reply(204, undefined);
});
