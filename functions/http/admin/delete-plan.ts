import { planParams } from '../../../shared/schemas/admin';
import { noContentResponse } from '../../../shared/schemas/common';
import { deletePlan } from '../../core/admin/plans';
import { http } from '../../kit/http';
import { reply } from '../../kit/response';

/** DELETE /api/admin/plans/{id} — 204; 409 while tenants are on it; 404 unknown. */
export const handler = http({ auth: 'admin', response: noContentResponse, params: planParams }, async ({ params }) => {
  await deletePlan(params.id);
  return reply(204, undefined);
});
