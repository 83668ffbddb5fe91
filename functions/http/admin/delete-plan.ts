import { planParams } from '../../../shared/schemas/admin';
import { noContentResponse } from '../../../shared/schemas/common';
import { recordActivity } from '../../core/activity/record';
import { byRequest } from '../../core/activity/request';
import { deletePlan } from '../../core/admin/plans';
import { http } from '../../kit/http';
import { reply } from '../../kit/response';

/** DELETE /api/admin/plans/{id} — 204; 409 while tenants are on it; 404 unknown. */
export const handler = http({ auth: 'admin', response: noContentResponse, params: planParams }, async (ctx) => {
  const { name } = await deletePlan(ctx.params.id);
  await recordActivity({
    ...byRequest(ctx),
    level: 'warn',
    category: 'user',
    action: 'plan.deleted',
    message: `Plan '${name}' deleted`,
  });
  return reply(204, undefined);
});
